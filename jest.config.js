// The app (jsdom, Taro's babel config) and the server (node, real databases), the server's tests
// in three projects: see docs/testing.md.
const ESM_PACKAGES = [
  '@tarojs',
  '@nutui',
  '@stencil',
  'swiper',
  'ssr-window',
  'dom7',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'universal-router',
  'path-to-regexp',
  'lodash-es',
  'typebox',
  'nanoid',
  'style-inject',
  'cookie',
]
// A file under node_modules is left untransformed unless some package on its path is listed
// (Taro ships nested ESM dependencies inside its own dist folders).
const transformIgnorePatterns = [`^(?!.*node_modules/(${ESM_PACKAGES.join('|')})/).*node_modules/`]

const moduleNameMapper = require('./config/path-aliases.cjs').jestModuleNameMapper()

const { SLOW_SERVER_TESTS } = require('./test/support/slow-tests.cjs')
const { typeboxModuleMapper } = require('./test/support/typebox-bundle.cjs')

/** Babel for Node's own syntax and TypeScript, without the app's (Taro's) configuration. */
function babelTransform(...presets) {
  return {
    '^.+\\.(m?[jt]sx?)$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ...presets,
          '@babel/preset-typescript',
        ],
      },
    ],
  }
}

/** A project of server tests: Node, real databases, one template database per kind. */
function serverProject(displayName, options) {
  return {
    displayName,
    testEnvironment: 'node',
    // One migrated, seeded template database per kind, kept until its sources change; each
    // test file copies it.
    globalSetup: '<rootDir>/test/server/support/global-setup.ts',
    transform: babelTransform(),
    transformIgnorePatterns,
    moduleNameMapper: { ...typeboxModuleMapper(__dirname), ...moduleNameMapper },
    ...options,
  }
}

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30_000,
  // Every core: Jest's default leaves one idle for itself, half of a 2-core machine.
  maxWorkers: '100%',
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
  projects: [
    {
      displayName: 'app',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/unit', '<rootDir>/test/components'],
      setupFiles: ['<rootDir>/test/setup/taro-globals.js'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/app-after-env.ts'],
      transform: { '^.+\\.(m?[jt]sx?)$': ['babel-jest', { configFile: './babel.config.js' }] },
      transformIgnorePatterns,
      moduleNameMapper: {
        // Before the path aliases, which would map '@/assets/…' to the file itself.
        '\\.(svg|png|jpe?g|gif)$': '<rootDir>/test/setup/image-stub.js',
        ...moduleNameMapper,
        '^@tarojs/taro$': '<rootDir>/test/setup/taro-h5.js',
        '^@tarojs/components$': '<rootDir>/test/setup/taro-components.js',
        '\\.(css|scss|sass|less)(\\.js)?$': '<rootDir>/test/setup/style-stub.js',
      },
    },
    {
      // The school's console (admin/): its rules and pages in jsdom, antd as it is.
      displayName: 'console',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/admin'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/console-after-env.ts'],
      transform: babelTransform(['@babel/preset-react', { runtime: 'automatic' }]),
      transformIgnorePatterns,
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(css|scss|sass|less)$': '<rootDir>/test/setup/style-stub.js',
      },
    },
    serverProject('server', {
      roots: ['<rootDir>/test/server'],
      testPathIgnorePatterns: ['/test/server/services/', ...SLOW_SERVER_TESTS],
    }),
    // Rules tested on a copied database without HTTP: what `npm run test:fast` runs.
    serverProject('services', { roots: ['<rootDir>/test/server/services'] }),
    // Files that wait for real processes or seed whole banks: run by `npm test`, not by test:fast.
    serverProject('server-slow', {
      roots: ['<rootDir>/test/server'],
      testMatch: SLOW_SERVER_TESTS.map((file) => `<rootDir>${file}`),
    }),
  ],
}
