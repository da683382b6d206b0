import { useSyncExternalStore } from 'react'
import type { FeedbackUi } from './feedback-components'

// On H5 the toast and dialog (NutUI Toast, Dialog, Overlay and their transitions: about 8 KB
// gzipped) are not in the first load: they load with the first message, and each page's
// feedback-host mounts them then. Not at the first touch: a tap that navigates would then
// load and render them while the next page mounts.

let ui: FeedbackUi | null = null
let loading: Promise<void> | null = null
let mounted = false
let waiting: ((ui: FeedbackUi) => void)[] = []
const hosts = new Set<() => void>()

function load(): void {
  loading ??= import('./feedback-components').then(
    (components) => {
      ui = components.feedbackUi
      hosts.forEach((rerender) => rerender())
    },
    (error: unknown) => {
      // The next message tries again; the failure reaches the uncaught-error report.
      loading = null
      waiting = []
      throw error
    },
  )
}

/**
 * Runs `show` with the toast and dialog once they are loaded and mounted: at once when they
 * are, else when the page's feedback-host has mounted them.
 */
export function withFeedbackUi(show: (ui: FeedbackUi) => void): void {
  if (ui && mounted) {
    show(ui)
    return
  }
  waiting.push(show)
  load()
}

function subscribe(rerender: () => void): () => void {
  hosts.add(rerender)
  return () => hosts.delete(rerender)
}

/** The toast and dialog for components/feedback-host to mount, or null while they load. */
export function useFeedbackUi(): FeedbackUi | null {
  return useSyncExternalStore(subscribe, () => ui)
}

/**
 * components/feedback-host calls this once it has mounted the toast and dialog. The waiting
 * messages go out after the commit's other effects, when every page's host has subscribed.
 */
export function feedbackHostMounted(): void {
  if (mounted) return
  mounted = true
  queueMicrotask(() => {
    const calls = waiting
    waiting = []
    if (ui) calls.forEach((show) => show(ui as FeedbackUi))
  })
}
