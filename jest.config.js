// Two projects: the app (jsdom, Taro's babel config) and the server (node, real databases).
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

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@shared/(.*)$': '<rootDir>/types/$1',
}

/** @type {import('jest').Config} */
module.exports = {
  // Password hashing is scrypt with N=2^17 on purpose: some server tests hash twenty times.
  testTimeout: 30_000,
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
        ...moduleNameMapper,
        '^@tarojs/taro$': '<rootDir>/test/setup/taro-h5.js',
        '^@tarojs/components$': '<rootDir>/test/setup/taro-components.js',
        '\\.(css|scss|sass|less)(\\.js)?$': '<rootDir>/test/setup/style-stub.js',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      // One migrated, seeded template database per kind; each test file copies it.
      globalSetup: '<rootDir>/test/server/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/server/support/global-teardown.ts',
      transform: {
        '^.+\\.(m?[jt]sx?)$': [
          'babel-jest',
          {
            babelrc: false,
            configFile: false,
            presets: [
              ['@babel/preset-env', { targets: { node: 'current' } }],
              '@babel/preset-typescript',
            ],
          },
        ],
      },
      transformIgnorePatterns,
      moduleNameMapper,
    },
  ],
}
