import type { LiveLesson } from '@common/contracts/catalogue'
import { View } from '@tarojs/components'
import type { FetchState } from '@/stores/request-state'
import { ListState } from '../list-state'
import { LiveRow, type RowLive } from './live-row'

/** A preview list: coming lives, each with its play state and countdown, and their state. */
export function ComingLives({
  label,
  lives,
  state,
  now,
  emptyText,
  onRetry,
  onOpen,
}: {
  label: string
  lives: readonly LiveLesson[]
  state: FetchState
  now: number
  emptyText: string
  onRetry: () => void
  onOpen: (live: RowLive) => void
}) {
  return (
    <>
      <ListState
        loading={state.pending}
        error={state.error}
        empty={state.loaded && lives.length === 0}
        emptyText={emptyText}
        onRetry={onRetry}
      />
      <View role="list" aria-label={label}>
        {lives.map((live) => (
          <View role="listitem" key={live.id}>
            <LiveRow live={live} now={now} countdown onOpen={onOpen} />
          </View>
        ))}
      </View>
    </>
  )
}
