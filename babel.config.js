// Babel for the Taro app (and the client-side jest project).
// NutUI is imported on demand: each component pulls in only its own module and CSS.
module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
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
  ],
}
