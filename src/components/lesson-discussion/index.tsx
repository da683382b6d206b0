import type { Discussion } from '@shared/study'
import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import { DISCUSS_MAX_LENGTH, checkDiscussContent } from '@/utils/validation'
import { FixedBottomBar } from '../fixed-bottom-bar'
import './index.scss'

/** One comment with its replies; tapping a name's line answers that person. */
const Comment = observer(function Comment({ item }: { item: Discussion }) {
  const { discussion } = useStores()
  return (
    <View className="discussion__item">
      <View className="discussion__head">
        <View className="discussion__user">{item.username}</View>
        <View className="discussion__time">{item.createdAt.slice(0, 16)}</View>
      </View>
      <View className="discussion__content">{item.content}</View>
      <View
        role="button"
        className="discussion__reply-link"
        aria-label={`回复 ${item.username}`}
        onClick={() =>
          discussion.replyTo({
            discussId: item.id,
            targetUserId: item.userId,
            targetUsername: item.username,
          })
        }
      >
        回复
      </View>
      {item.children.length > 0 && (
        <View className="discussion__replies">
          {item.children.map((reply) => (
            <View
              key={reply.id}
              className="discussion__reply"
              role="button"
              aria-label={`回复 ${reply.username}`}
              onClick={() =>
                discussion.replyTo({
                  discussId: item.id,
                  targetUserId: reply.userId,
                  targetUsername: reply.username,
                })
              }
            >
              <View className="discussion__reply-text">
                <View className="discussion__user discussion__user--inline">{reply.username}</View>
                {' 回复 '}
                <View className="discussion__user discussion__user--inline">
                  {reply.targetUsername}
                </View>
                ：{reply.content}
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
})

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

/** The fixed input panel: a new comment, or a reply to the chosen person. */
const InputPanel = observer(function InputPanel({ onVisitor }: { onVisitor: () => void }) {
  const { discussion, app } = useStores()
  const [text, setText] = useState('')
  const target = discussion.reply
  const send = async () => {
    // The lesson page is open to visitors, so the session is checked when it matters.
    if (!(await app.checkLogin())) return onVisitor()
    const problem = checkDiscussContent(text)
    if (problem) return toast(problem)
    await discussion.send(text.trim())
    setText('')
    toast(target ? '回复成功' : '发表成功', 'success')
  }
  return (
    <FixedBottomBar>
      {target && (
        <View className="discussion__target">
          回复 @{target.targetUsername}
          <View
            role="button"
            className="discussion__cancel"
            onClick={() => discussion.replyTo(null)}
          >
            取消
          </View>
        </View>
      )}
      <View className="discussion__row">
        <Input
          className="discussion__input"
          value={text}
          maxLength={DISCUSS_MAX_LENGTH}
          placeholder={target ? `回复 @${target.targetUsername}` : '说说你的想法或疑问…'}
          onChange={(value: string) => setText(value)}
        />
        <Button
          {...BUTTON_ROLE}
          type="primary"
          size="small"
          loading={discussion.sending.isSaving}
          onClick={() => background(send())}
        >
          发送
        </Button>
      </View>
    </FixedBottomBar>
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
      {discussion.discussLists.map((item) => (
        <Comment key={item.id} item={item} />
      ))}
      {discussion.state.error && (
        <View className="discussion__hint" role="alert">
          评论加载失败：{discussion.state.error}
        </View>
      )}
      {discussion.state.loaded && discussion.totalCount === 0 && (
        <View className="discussion__hint">还没有人发言，来说第一句吧</View>
      )}
      {discussion.hasMore && (
        <View
          role="button"
          className="discussion__more"
          onClick={() => background(discussion.loadMore())}
        >
          {discussion.state.isFetching ? '加载中…' : '查看更多评论'}
        </View>
      )}
      <InputPanel onVisitor={onVisitor} />
    </View>
  )
})
