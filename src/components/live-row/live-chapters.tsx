import type { LiveItem } from '@common/contracts/lives'
import { View } from '@tarojs/components'
import { LiveRow, type RowLive } from './live-row'

/** Lives grouped by their course chapter (spec §2 playback list); none before a chapter first. */
export function LiveChapters({
  lives,
  now,
  currentId,
  emptyText,
  onOpen,
}: {
  lives: readonly LiveItem[]
  now: number
  currentId?: number | null
  emptyText: string
  onOpen: (live: RowLive) => void
}) {
  if (lives.length === 0) return <View className="live-row__empty">{emptyText}</View>
  const groups: { title: string | null; key: string; lives: LiveItem[] }[] = []
  for (const live of lives) {
    const key = String(live.chapterId ?? 'none')
    const group = groups.find((candidate) => candidate.key === key)
    if (group) group.lives.push(live)
    else groups.push({ title: live.chapterTitle, key, lives: [live] })
  }
  let number = 0
  return (
    <View className="live-row__groups">
      {groups.map((group) => (
        <View key={group.key} role="list" aria-label={group.title ?? '直播'}>
          {group.title && (
            <View className="live-row__chapter" role="heading" aria-level={3}>
              {group.title}
            </View>
          )}
          {group.lives.map((live) => {
            number += 1
            return (
              <View role="listitem" key={live.id}>
                <LiveRow
                  live={live}
                  number={number}
                  now={now}
                  current={live.id === currentId}
                  onOpen={onOpen}
                />
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}
