import { feedbackUi, type FeedbackUi } from './feedback-components'

// The mini-program (and jest) bundle the toast and dialog with the app; H5 loads them when
// first needed (feedback-ui.h5.ts). Both give the same three functions.

/** Runs `show` with the toast and dialog once they are loaded and mounted: here, at once. */
export function withFeedbackUi(show: (ui: FeedbackUi) => void): void {
  show(feedbackUi)
}

/** The toast and dialog for components/feedback-host to mount, or null while they load. */
export function useFeedbackUi(): FeedbackUi | null {
  return feedbackUi
}

/** components/feedback-host calls this once it has mounted the toast and dialog. */
export function feedbackHostMounted(): void {}
