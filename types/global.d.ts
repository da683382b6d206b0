/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    /** Replaced by the Taro build with the target platform. */
    TARO_ENV?: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    /** Origin of the API when it is not the page's own (default: same origin). */
    TARO_APP_API_BASE?: string
    /** The app's version (package.json), named in client error reports. */
    TARO_APP_VERSION?: string
  }
}

// hls.js's light build (no subtitles, alternate audio or DRM) is the full build's API.
declare module 'hls.js/light' {
  import Hls from 'hls.js'
  export default Hls
}
