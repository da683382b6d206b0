import { Dialog, Toast } from '@nutui/nutui-react-taro'

export interface FeedbackUi {
  Dialog: typeof Dialog
  Toast: typeof Toast
}

/**
 * The NutUI Toast and Dialog that services/notify opens and components/feedback-host mounts,
 * in a module of their own so that H5 can load them apart (feedback-ui.h5.ts).
 */
export const feedbackUi: FeedbackUi = { Dialog, Toast }
