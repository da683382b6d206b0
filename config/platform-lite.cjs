// Taro's H5 API imports platform.js (about 6 KB gzipped, on the first load of /home and /course
// through NutUI's Menu) only for getDeviceInfo and getSystemInfo, which read four things: the
// device's manufacturer and product, and the system's family and version. The build aliases
// `platform` to this file, which reads those from the user agent as platform.js does for the
// browsers that open the app (test/unit/config/platform-lite.test.ts compares the two).
const WINDOWS_VERSIONS = { '10.0': '10', 6.3: '8.1', 6.2: '8', 6.1: '7', '6.0': 'Vista' }

function system(family, version, architecture) {
  return {
    family,
    version: version || null,
    architecture,
    toString: () =>
      [family, version, architecture === 64 ? '64-bit' : ''].filter(Boolean).join(' '),
  }
}

/** The fields of platform.js's answer that Taro reads, for one user agent. */
function parse(ua) {
  const bits = /\b(Win64|WOW64|x64|x86_64|amd64)\b/i.test(ua) ? 64 : 32
  let match = /\((iPhone|iPad|iPod)\b[^)]*? OS ([\d_]+)/.exec(ua)
  if (match) {
    return {
      manufacturer: 'Apple',
      product: match[1],
      os: system('iOS', match[2].replace(/_/g, '.'), 32),
    }
  }
  match = /\bAndroid ([\d.]+)(?:; ([^)]*))?\)/.exec(ua)
  if (match) {
    const product = (match[2] || '').replace(/; wv$/, '').replace(/ Build\/.*$/, '') || null
    return { manufacturer: null, product, os: system('Android', match[1], 32) }
  }
  match = /\bWindows NT ([\d.]+)/.exec(ua)
  if (match) {
    return {
      manufacturer: null,
      product: null,
      os: system('Windows', WINDOWS_VERSIONS[match[1]] || match[1], bits),
    }
  }
  match = /\bMac OS X ([\d_.]+)/.exec(ua)
  if (match) {
    return {
      manufacturer: null,
      product: null,
      os: system('OS X', match[1].replace(/_/g, '.'), 32),
    }
  }
  const family = /\bLinux\b/.test(ua) ? 'Linux' : null
  return {
    manufacturer: null,
    product: null,
    os: family ? system(family, null, bits) : system(null, null, 32),
  }
}

const current = parse(typeof navigator === 'undefined' ? '' : navigator.userAgent)

module.exports = { ...current, parse }
