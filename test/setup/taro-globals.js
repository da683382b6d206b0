// Globals that the Taro build injects, so Taro's H5 runtime loads under jest.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
Object.assign(globalThis, {
  ENABLE_INNER_HTML: true,
  ENABLE_ADJACENT_HTML: true,
  ENABLE_SIZE_APIS: true,
  ENABLE_TEMPLATE_CONTENT: true,
  ENABLE_MUTATION_OBSERVER: true,
  ENABLE_CLONE_NODE: true,
  ENABLE_CONTAINS: true,
  DEPRECATED_ADAPTER_COMPONENT: false,
  __TARO_FRAMEWORK__: 'react',
})
// jsdom has no canvas; NutUI's animation code asks for a context at import time.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = () => null
}
// jsdom has no IntersectionObserver; Taro's lazy images ask for one.
if (typeof window !== 'undefined' && !window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}
