import { Button } from '@nutui/nutui-react-taro'
import { Textarea, View } from '@tarojs/components'
import { useState } from 'react'

interface TextPanelProps {
  /** The panel's name for screen readers: 我的笔记, 纠错. */
  label: string
  placeholder: string
  saveText: string
  initial: string
  maxLength: number
  onSave: (content: string) => void
  /** Shown when there is something to delete (a saved note). */
  onDelete?: () => void
  deleteText?: string
}

/** A short text about a question: the learner's note, a mistake reported (纠错). */
export function TextPanel({
  label,
  placeholder,
  saveText,
  initial,
  maxLength,
  onSave,
  onDelete,
  deleteText,
}: TextPanelProps) {
  const [text, setText] = useState(initial)
  return (
    <View className="text-panel" role="group" aria-label={label}>
      <Textarea
        className="text-panel__input"
        placeholder={placeholder}
        aria-label={label}
        value={text}
        maxlength={maxLength}
        onInput={(event) => setText(event.detail.value)}
      />
      <View className="text-panel__actions">
        {onDelete && initial ? (
          <Button size="small" fill="outline" onClick={onDelete}>
            {deleteText}
          </Button>
        ) : null}
        <Button
          size="small"
          type="primary"
          disabled={text.trim() === ''}
          onClick={() => onSave(text)}
        >
          {saveText}
        </Button>
      </View>
    </View>
  )
}
