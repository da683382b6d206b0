import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { DiscussionComments, DiscussionInput } from '../discussion-thread'
import { FixedBottomBar } from '../fixed-bottom-bar'
import './index.scss'

/** The lesson's thumbs: the learner's own state and the counts. */
const Thumbs = observer(function Thumbs({ onVisitor }: { onVisitor: () => void }) {
  const { discussion, app } = useStores()
  const thumb = discussion.thumb
  if (!thumb) return null
  const press = async (value: 1 | -1) => {
    if (!(await app.checkLogin())) return onVisitor()
    await discussion.like(value)
  }
  return (
    <View className="discussion__thumbs">
      <View
        role="button"
        aria-pressed={thumb.ownLike === 1}
        aria-label={`有用 ${thumb.likesNum}`}
        className={`discussion__thumb${thumb.ownLike === 1 ? ' discussion__thumb--on' : ''}`}
        onClick={() => background(press(1))}
      >
        👍 有用 {thumb.likesNum}
      </View>
      <View
        role="button"
        aria-pressed={thumb.ownLike === -1}
        aria-label={`没用 ${thumb.dislikesNum}`}
        className={`discussion__thumb${thumb.ownLike === -1 ? ' discussion__thumb--on' : ''}`}
        onClick={() => background(press(-1))}
      >
        👎 没用 {thumb.dislikesNum}
      </View>
    </View>
  )
})

/** spec §3 lesson discussion: thumbs, the total, comments with replies, paging, the panel. */
export const LessonDiscussion = observer(function LessonDiscussion({
  onVisitor,
}: {
  /** A visitor tried to post or like: the login prompt. */
  onVisitor: () => void
}) {
  const { discussion } = useStores()
  return (
    <View className="discussion">
      <View className="discussion__header">
        <View role="heading" aria-level={2} className="discussion__title">
          课时讨论
        </View>
        <View className="discussion__total">共 {discussion.totalCount} 条评论</View>
      </View>
      <Thumbs onVisitor={onVisitor} />
      <DiscussionComments thread={discussion} moreText="查看更多评论" />
      <FixedBottomBar>
        <DiscussionInput
          thread={discussion}
          onVisitor={onVisitor}
          placeholder="说说你的想法或疑问…"
          replyPlaceholder={(username) => `回复 @${username}`}
          submitText="发送"
        />
      </FixedBottomBar>
    </View>
  )
})
