// Stands in for @tarojs/router/dist/navigationBar.js in the H5 build (config/index.ts). Taro's
// router builds a navigation bar (its markup, three SVG icons and a stylesheet) that it then
// hides, since H5 pages draw their own header (navigationStyle 'custom' in app.config.ts).
// Without it the router's title handling is unchanged: it finds no bar and sets document.title.
export function initNavigationBar() {}
