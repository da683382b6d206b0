import type { LiveItem } from '@common/contracts/lives'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ListState } from '../list-state'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background } from '@/services/notify'
import type { PagedList } from '@/stores/paged-list'
import { LiveRow } from './live-row'

/** My ended lives, 10 a page with 加载更多 (spec §7 replayLive). */
export const ReplayList = observer(function ReplayList({
  replays,
  now,
  onOpen,
}: {
  replays: PagedList<LiveItem>
  now: number
  onOpen: (live: LiveItem) => void
}) {
  return (
    <>
      <ListState
        loading={replays.state.pending}
        error={replays.state.error}
        empty={replays.state.loaded && replays.items.length === 0}
        emptyText="暂无直播回放"
        onRetry={() => background(replays.reload())}
      />
      <View role="list" aria-label="直播回放">
        {replays.items.map((live) => (
          <View role="listitem" key={live.id}>
            <LiveRow live={live} now={now} onOpen={() => onOpen(live)} />
          </View>
        ))}
      </View>
      {replays.hasMore && (
        <Button
          {...BUTTON_ROLE}
          className="live-row__more"
          block
          fill="none"
          loading={replays.state.isFetching}
          onClick={() => background(replays.loadMore())}
        >
          加载更多
        </Button>
      )}
    </>
  )
})
