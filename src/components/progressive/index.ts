export { useProgressiveCount } from './use-progressive-count'
export { useRestAfterFirstRender } from './use-rest-after-first-render'
