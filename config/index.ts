import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { NormalModuleReplacementPlugin } from 'webpack'
import type { IProjectConfig } from '@tarojs/taro/types/compile'
import devConfig from './dev'
import prodConfig from './prod'
import { PageChunksPlugin } from './page-chunks-plugin'
import { customRoutes, isApiPath } from './route-table'
import { webpackAliases } from './path-aliases.cjs'

/** The rules and constants the app shares with the server (beside src/, compiled with it). */
const COMMON_DIR = path.resolve(__dirname, '..', 'common')

const APP_VERSION = (
  JSON.parse(readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string
  }
).version

// The browsers H5 is compiled and prefixed for; babel.config.js reads the same file.
const h5Browsers = JSON.parse(
  readFileSync(path.resolve(__dirname, 'h5-browsers.json'), 'utf8'),
) as string[]

// Taro's H5 terser defaults keep function names and quote every object key; neither is needed
// (nothing reads a function's name), and both cost bytes in every chunk. Taro reads `terser`
// from the h5 block over the project's (@tarojs/service Config), though IH5Config omits it.
const h5Minifier: Pick<IProjectConfig<'webpack5'>, 'terser'> = {
  terser: {
    enable: true,
    config: {
      keep_fnames: false,
      ecma: 2017,
      compress: { ecma: 2017, passes: 2 },
      output: { keep_quoted_props: false, quote_keys: false },
    },
  },
}

// Taro build configuration: https://docs.taro.zone/docs/config
export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'exam-school',
    date: '2026-11-21',
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // A bench builds elsewhere (TARO_OUTPUT_ROOT), never over the build a running server serves.
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${process.env.TARO_ENV}`,
    plugins: ['@tarojs/plugin-html'],
    defineConstants: {
      // Empty: the API is served from the page's own origin (the server serves both).
      'process.env.TARO_APP_API_BASE': JSON.stringify(process.env.TARO_APP_API_BASE ?? ''),
      // Named in client error reports, so an operator knows which build failed.
      'process.env.TARO_APP_VERSION': JSON.stringify(APP_VERSION),
    },
    alias: {
      ...webpackAliases(),
      'swiper/bundle$': path.resolve(__dirname, 'swiper-lean.mjs'),
      'swiper/swiper-bundle.css$': path.resolve(__dirname, 'swiper-lean-styles.mjs'),
      platform$: path.resolve(__dirname, 'platform-lite.cjs'),
    },
    copy: { patterns: [], options: {} },
    // H5 on Preact (preact/compat stands in for react and react-dom): 34 KB less gzipped in
    // every page's first load. The mini-program and jest stay on React.
    framework: process.env.TARO_ENV === 'h5' ? 'preact' : 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // The rules and constants the app shares with the server live beside src/ (common/).
      compile: { include: [COMMON_DIR] },
      // Page styles do not depend on the order NutUI's shared CSS lands in the common chunk.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      compile: { include: [COMMON_DIR] },
      publicPath: '/',
      // Taro's React components (@tarojs/components-react) instead of its Stencil web
      // components: no Stencil runtime in the first load, no re-layout when elements upgrade.
      useHtmlComponents: true,
      staticDirectory: 'static',
      ...h5Minifier,
      router: {
        mode: 'browser',
        customRoutes: customRoutes(),
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        // Prefixes for the browsers babel compiles for (babel.config.js), not browserslist's defaults.
        autoprefixer: { enable: true, config: { overrideBrowserslist: h5Browsers } },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        if (process.env.BUNDLE_STATS) {
          // bench/: module sizes per chunk, to see what the first load carries.
          chain.plugin('bundle-stats').use(
            class BundleStats {
              apply(compiler: {
                hooks: {
                  done: {
                    tap: (
                      name: string,
                      fn: (stats: { toJson: (o: object) => unknown }) => void,
                    ) => void
                  }
                }
              }) {
                compiler.hooks.done.tap('bundle-stats', (stats) => {
                  writeFileSync(
                    process.env.BUNDLE_STATS as string,
                    JSON.stringify(
                      stats.toJson({
                        all: false,
                        chunks: true,
                        chunkModules: true,
                        chunkModulesSpace: Infinity,
                        nestedModules: true,
                        nestedModulesSpace: Infinity,
                        ids: true,
                        dependentModules: true,
                        modules: false,
                      }),
                    ),
                  )
                })
              }
            },
          )
        }
        if (process.env.PROFILE_SOURCEMAP) chain.devtool('source-map')
        chain.plugin('page-chunks').use(PageChunksPlugin)
        chain.entry('app').prepend(path.resolve(__dirname, 'preact-yield.mjs'))
        chain.module
          .rule('taro-components-css')
          .test(
            /[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/,
          )
          .enforce('pre')
          .use('strip-weui-font')
          .loader(path.resolve(__dirname, 'strip-weui-font-loader.cjs'))
        // Taro's hidden navigation bar (config/taro-navigation-bar-off.mjs): −2 KB gzip per page.
        chain.plugin('taro-navigation-bar-off').use(NormalModuleReplacementPlugin, [
          /^\.\/navigationBar\.js$/,
          (resource: { context: string; request: string }) => {
            if (/[\\/]@tarojs[\\/]router[\\/]dist$/.test(resource.context)) {
              resource.request = path.resolve(__dirname, 'taro-navigation-bar-off.mjs')
            }
          },
        ])
        chain.module
          .rule('swiper-modules')
          .test(/[\\/]node_modules[\\/]swiper[\\/]modules[\\/]/)
          .set('sideEffects', false)
        // Shared libraries go to shared chunks instead of being copied into every page chunk.
        chain.optimization.splitChunks({ chunks: 'all' })
      },
      devServer: {
        port: Number(process.env.DEV_PORT ?? 10086),
        // API calls go to the local API server; every other path is the app (history fallback).
        proxy: [
          {
            context: (pathname: string) => isApiPath(pathname),
            target: process.env.API_ORIGIN ?? 'http://localhost:8080',
            changeOrigin: true,
          },
        ],
        historyApiFallback: true,
      },
    },
  }
  if (mode === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
