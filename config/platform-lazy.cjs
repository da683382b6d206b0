// Taro's H5 API imports platform.js, which parses the user agent with a long run of regular
// expressions as soon as it loads (tens of milliseconds on a slow phone, in the home page's
// first task), though only getDeviceInfo and getSystemInfo read it. The build aliases
// `platform` to this file, which parses on the first read instead.
const KEYS = [
  'description',
  'layout',
  'manufacturer',
  'name',
  'prerelease',
  'product',
  'ua',
  'version',
  'os',
]
let parsed

function real() {
  if (!parsed) parsed = require('platform/platform.js')
  return parsed
}

const lazy = {
  parse: (ua) => real().parse(ua),
  toString: () => real().toString(),
}
for (const key of KEYS) {
  Object.defineProperty(lazy, key, { enumerable: true, get: () => real()[key] })
}

module.exports = lazy
