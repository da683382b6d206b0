// H5 runs on Preact (config/index.ts). React's scheduler renders an update in a task of its
// own and slices transitions; Preact re-renders in a microtask of the task that changed the
// state, so a store update's render and the work before it made one long task. Here each
// re-render gets a task of its own, which keeps the page's tasks short (Lighthouse's TBT).
import { options } from 'preact'

const channel = new MessageChannel()
const renders = []
channel.port1.onmessage = () => renders.shift()()
options.debounceRendering = (render) => {
  renders.push(render)
  channel.port2.postMessage(null)
}
