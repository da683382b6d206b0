import { Button } from '@nutui/nutui-react-taro'
import { Textarea, View } from '@tarojs/components'
import { useState } from 'react'

interface NotePanelProps {
  note: string
  onSave: (content: string) => void
  onDelete: () => void
}

/** The learner's own note on a question: written, saved, deleted. */
export function NotePanel({ note, onSave, onDelete }: NotePanelProps) {
  const [text, setText] = useState(note)
  return (
    <View className="note-panel" role="group" aria-label="我的笔记">
      <Textarea
        className="note-panel__input"
        placeholder="写下这道题的笔记"
        aria-label="笔记"
        value={text}
        maxlength={1000}
        onInput={(event) => setText(event.detail.value)}
      />
      <View className="note-panel__actions">
        {note ? (
          <Button size="small" fill="outline" onClick={onDelete}>
            删除笔记
          </Button>
        ) : null}
        <Button
          size="small"
          type="primary"
          disabled={text.trim() === ''}
          onClick={() => onSave(text)}
        >
          保存笔记
        </Button>
      </View>
    </View>
  )
}
