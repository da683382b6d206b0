import { Dialog, Toast } from '@nutui/nutui-react-taro'
import { DIALOG_ID, TOAST_ID } from '@/services/notify'
import './index.scss'

/** The page's toast and dialog, which services/notify opens. */
export function FeedbackHost() {
  return (
    <>
      <Toast id={TOAST_ID} className="app-toast" />
      <Dialog id={DIALOG_ID} />
    </>
  )
}
