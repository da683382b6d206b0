import { Button } from '@nutui/nutui-react-taro'
import type { OwnSetRequest } from '@common/contracts/practice'
import { useState } from 'react'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { goTo } from '@/services/navigation'
import { background, showError } from '@/services/notify'
import { useStores } from '@/stores/context'

interface OwnSetButtonProps {
  request: OwnSetRequest
  label: string
  className?: string
}

/**
 * Makes a practice set of the learner's own (错题重做, 收藏重做, a point's questions, 智能练习)
 * and opens it in practice mode.
 */
export function OwnSetButton({ request, label, className }: OwnSetButtonProps) {
  const { practice } = useStores()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const paper = await practice.makeSet(request)
      goTo('practice', { paperId: paper.id, mode: 'practice' })
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      {...BUTTON_ROLE}
      {...FOCUSABLE}
      {...keyActivation(() => background(start()))}
      className={className}
      type="primary"
      size="small"
      loading={busy}
      disabled={busy}
      onClick={() => background(start())}
    >
      {label}
    </Button>
  )
}
