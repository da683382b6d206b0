import { useEffect } from 'react'
import { feedbackHostMounted, useFeedbackUi } from '@/services/feedback-ui'
import { DIALOG_ID, TOAST_ID } from '@/services/notify'
import './index.scss'

/** The page's toast and dialog, which services/notify opens (on H5 once they have loaded). */
export function FeedbackHost() {
  const ui = useFeedbackUi()
  useEffect(() => {
    if (ui) feedbackHostMounted()
  }, [ui])
  if (!ui) return null
  return (
    <>
      <ui.Toast id={TOAST_ID} className="app-toast" />
      <ui.Dialog id={DIALOG_ID} />
    </>
  )
}
