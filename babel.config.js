// Babel for the Taro app (and the client-side jest project).
// NutUI is imported on demand: each component pulls in only its own module and CSS.
// H5 is compiled for the browsers that open it (config/h5-browsers.json: WeChat's in-app browser,
// XWeb/Chromium on Android and WKWebView on iOS 12+), not babel-preset-taro's default of iOS 9 and
// Android 5, which turned classes, async functions and spreads into ES5 and regenerator code.
const h5Browsers = require('./config/h5-browsers.json')

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        ...(process.env.TARO_ENV === 'h5' ? { targets: h5Browsers } : {}),
      },
    ],
  ],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        style: (name) => `${name}/style/css`,
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
      },
      'nutui-react-taro',
    ],
    // Icons too, in our code and in NutUI's: the package's index is marked as having side
    // effects (it imports the icon stylesheet), so importing through it put every icon that any
    // page uses into the chunk every page loads.
    [
      'import',
      {
        libraryName: '@nutui/icons-react-taro',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/icons-react-taro/dist/es/icons/${name}.js`,
        style: () => '@nutui/icons-react-taro/dist/style_icon.css',
      },
      'nutui-icons-react-taro',
    ],
  ],
}
