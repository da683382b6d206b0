import type { LessonListItem } from '@common/contracts/study'
import { View } from '@tarojs/components'
import { groupIntoChapters, lessonStateText } from '@/utils/lessons'
import { durationText } from '@/utils/time-text'
import './index.scss'

interface LessonListProps {
  items: readonly LessonListItem[]
  /** The lesson open in the player. */
  currentLessonId?: number
  /** What its row says: 播放中 while it plays, 已暂停, or 当前课时 before it starts. */
  currentState?: string
  onOpen: (item: LessonListItem) => void
}

function timeText(item: LessonListItem): string {
  if (item.type === 'live') return `${item.start_time.slice(5, 16)}-${item.end_time.slice(11, 16)}`
  return item.duration > 0 ? durationText(item.duration) : ''
}

/**
 * spec §2 lesson list: chapters, numbered lessons with a free badge, time, play state and
 * teacher. Lessons before the first chapter form an untitled group.
 */
export function LessonList({
  items,
  currentLessonId,
  currentState = '当前课时',
  onOpen,
}: LessonListProps) {
  const groups = groupIntoChapters(items)
  if (groups.length === 0)
    return <View className="lesson-list__empty">课时正在录制中，敬请期待</View>
  return (
    <View className="lesson-list">
      {groups.map((group, index) => (
        <View className="lesson-list__group" key={group.chapter?.id ?? `untitled-${index}`}>
          {group.chapter && (
            <View className="lesson-list__chapter" role="heading" aria-level={3}>
              {group.chapter.title}
            </View>
          )}
          {group.lessons.map(({ item, number }) => {
            const current = item.id === currentLessonId
            const state = current ? currentState : lessonStateText(item)
            return (
              <View
                key={item.id}
                className={`lesson-list__item${current ? ' lesson-list__item--current' : ''}`}
                role="button"
                aria-label={`第${number}讲 ${item.lessonTitle} ${item.free === 1 ? '免费' : ''} ${state}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onOpen(item)}
              >
                <View className="lesson-list__number">{String(number).padStart(2, '0')}</View>
                <View className="lesson-list__main">
                  <View className="lesson-list__title">
                    {item.free === 1 && <View className="lesson-list__free">免费</View>}
                    {item.lessonTitle}
                  </View>
                  <View className="lesson-list__meta">
                    {[timeText(item), item.nickname].filter(Boolean).join(' · ')}
                  </View>
                </View>
                <View
                  className={`lesson-list__state lesson-list__state--${item.status === 'unpublished' ? 'soon' : 'ready'}`}
                >
                  {state}
                </View>
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}
