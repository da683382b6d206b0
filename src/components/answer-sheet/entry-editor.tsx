import { Button } from '@nutui/nutui-react-taro'
import type { EntryLineAnswer } from '@common/contracts/practice'
import { Input, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useClearedAnswer, useDraftSave, type DraftRegistry } from './use-draft-save'

interface EntryEditorProps {
  lines: EntryLineAnswer[]
  disabled: boolean
  /** Exam mode: the complete lines are saved as they are typed. */
  autosave?: boolean
  /** Exam mode: every line removed or emptied takes the answer back. */
  onClear?: () => void
  registerDraft?: DraftRegistry
  onSave: (lines: EntryLineAnswer[]) => void
}

type Draft = { side: '借' | '贷'; account: string; amount: string }

const blank = (side: '借' | '贷'): Draft => ({ side, account: '', amount: '' })

/** 会计分录: lines of 借/贷, account and amount, added and removed, saved together. */
export function EntryEditor({
  lines,
  disabled,
  autosave = false,
  onClear,
  registerDraft,
  onSave,
}: EntryEditorProps) {
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    lines.length > 0
      ? lines.map((line) => ({ ...line, amount: String(line.amount) }))
      : [blank('借'), blank('贷')],
  )
  const change = (index: number, patch: Partial<Draft>) =>
    setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)))
  const complete = drafts
    .filter((d) => d.account.trim() !== '' && Number(d.amount) > 0)
    .map((d) => ({ side: d.side, account: d.account.trim(), amount: Number(d.amount) }))
  const draft = useDraftSave(JSON.stringify(complete), {
    enabled: autosave && !disabled,
    ready: complete.length > 0 || onClear !== undefined,
    save: (json) => {
      const saved = JSON.parse(json) as EntryLineAnswer[]
      if (saved.length === 0) onClear?.()
      else onSave(saved)
    },
  })
  useClearedAnswer(lines.length === 0, () => {
    setDrafts([blank('借'), blank('贷')])
    draft.saved('[]')
  })
  useEffect(() => {
    registerDraft?.(draft.flush)
    return () => registerDraft?.(null)
  }, [registerDraft, draft.flush])
  return (
    <View className="entry-editor" role="group" aria-label="会计分录">
      {drafts.map((draft, index) => (
        <View key={index} className="entry-editor__line">
          <View
            role="button"
            aria-label={`第${index + 1}行方向：${draft.side}，点击切换`}
            className="entry-editor__side"
            onClick={() => !disabled && change(index, { side: draft.side === '借' ? '贷' : '借' })}
          >
            {draft.side}
          </View>
          <Input
            className="entry-editor__account"
            placeholder="会计科目"
            aria-label={`第${index + 1}行会计科目`}
            value={draft.account}
            disabled={disabled}
            onInput={(event) => change(index, { account: event.detail.value })}
          />
          <Input
            className="entry-editor__amount"
            type="digit"
            placeholder="金额"
            aria-label={`第${index + 1}行金额`}
            value={draft.amount}
            disabled={disabled}
            onInput={(event) => change(index, { amount: event.detail.value })}
          />
          <View
            role="button"
            aria-label={`删除第${index + 1}行`}
            className="entry-editor__remove"
            onClick={() => !disabled && setDrafts(drafts.filter((_, i) => i !== index))}
          >
            ×
          </View>
        </View>
      ))}
      <View className="entry-editor__actions">
        <Button
          size="small"
          fill="outline"
          disabled={disabled}
          onClick={() => setDrafts([...drafts, blank('借')])}
        >
          添加一行
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={disabled || complete.length === 0}
          onClick={() => {
            onSave(complete)
            draft.saved(JSON.stringify(complete))
          }}
        >
          保存分录
        </Button>
      </View>
    </View>
  )
}
