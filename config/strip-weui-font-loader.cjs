// Taro's H5 runtime imports taro-components.css, whose first rules style the app wrapper and
// whose weui icon font (6 KB of base64 in the app's first chunk) serves only Taro's Icon,
// Checkbox and Radio, which the app does not use (NutUI draws its own). This loader drops
// that @font-face from the stylesheet before css-loader reads it.
const WEUI_FONT = /@font-face\s*\{[^}]*font-family:\s*weui[^}]*\}/

module.exports = function stripWeuiFont(source) {
  if (!WEUI_FONT.test(source)) {
    this.emitWarning(new Error('strip-weui-font-loader: no weui @font-face found'))
    return source
  }
  return source.replace(WEUI_FONT, '')
}
