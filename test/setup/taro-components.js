// The H5 build renders Taro's React components (h5.useHtmlComponents: @tarojs/components-react).
// Tests render the same ones. They are required file by file, filling this module's exports in
// place, because those files import '@tarojs/components' (this module) again: a cycle that
// CommonJS only resolves when the exports object is never replaced.
const dist = '@tarojs/components-react/dist/components'

Object.assign(exports, require('@tarojs/components/lib/react'))
exports.View = require(`${dist}/view/index.js`).default
exports.Text = require(`${dist}/text/index.js`).default
exports.Image = require(`${dist}/image/index.js`).default
exports.Icon = require(`${dist}/icon/index.js`).default
exports.Button = require(`${dist}/button/index.js`).default
exports.Input = require(`${dist}/input/index.js`).default
exports.Picker = require(`${dist}/picker/index.js`).default
exports.ScrollView = require(`${dist}/scroll-view/index.js`).default
exports.PullDownRefresh = require(`${dist}/pull-down-refresh/index.js`).default
exports.Swiper = require(`${dist}/swiper/index.js`).Swiper
exports.SwiperItem = require(`${dist}/swiper/index.js`).SwiperItem
