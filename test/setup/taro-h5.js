// @tarojs/taro for jest: Taro's H5 implementation plus the React hooks of the framework
// runtime, wired to this React as the Taro build would do.
const React = require('react')
const ReactDOM = require('react-dom')
const taro = require('@tarojs/taro-h5')
const runtime = require('@tarojs/plugin-framework-react/dist/runtime')

runtime.createH5NativeComponentConfig(null, React, ReactDOM)

const hooks = {
  useDidShow: runtime.useDidShow,
  useDidHide: runtime.useDidHide,
  useLaunch: runtime.useLaunch,
  useRouter: runtime.useRouter,
  useLoad: runtime.useLoad,
  useReady: runtime.useReady,
  useUnload: runtime.useUnload,
  usePullDownRefresh: runtime.usePullDownRefresh,
  useReachBottom: runtime.useReachBottom,
  usePageScroll: runtime.usePageScroll,
}
// The default export carries the named APIs too, as the build's Taro object does.
const Taro = Object.assign({}, taro.default, taro, hooks)
module.exports = { __esModule: true, ...taro, ...hooks, default: Taro }
