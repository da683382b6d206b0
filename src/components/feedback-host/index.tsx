import { useEffect, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { feedbackHostMounted, useFeedbackUi } from '@/services/feedback-ui'
import { DIALOG_ID } from '@/services/notify'
import { closeToastMessage, useToastMessage } from '@/services/toast-state'
import './index.scss'

/** The page's toast and dialog, which services/notify opens (on H5 once they have loaded). */
export function FeedbackHost() {
  const ui = useFeedbackUi()
  const message = useToastMessage()
  // Every page in the stack has a host; the toast is drawn by the shown page's only.
  const [shown, setShown] = useState(true)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  useEffect(() => {
    if (ui) feedbackHostMounted()
  }, [ui])
  if (!ui) return null
  return (
    <>
      {message && shown && (
        // Keyed by message: each one mounts afresh and runs its own full duration.
        <ui.Toast
          key={message.seq}
          // NutUI still registers a Toast under its id and drops that on unmount; without an
          // id it would drop every listener (the dialog's too) where the route is unknown.
          id="app-toast"
          className="app-toast"
          visible
          content={message.content}
          title={message.title}
          icon={message.icon}
          duration={message.duration}
          contentClassName={message.contentClassName}
          onClose={() => closeToastMessage(message.seq)}
        />
      )}
      <ui.Dialog id={DIALOG_ID} />
    </>
  )
}
