import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { background, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import type { DiscussionThread, ReplyTarget, ThreadComment } from '@/stores/discussion-thread'
import { DISCUSS_MAX_LENGTH, checkDiscussContent } from '@common/rules/validation'
import './index.scss'

/** A View that acts as a button: labelled, in the tab order, acting on Enter and Space. */
function pressable(label: string, action: () => void) {
  return {
    ...BUTTON_ROLE,
    ...FOCUSABLE,
    ...keyActivation(action),
    'aria-label': label,
    onClick: action,
  }
}

/** A name in the thread: tapping it answers that person. */
function Name({ name, inline, onPress }: { name: string; inline?: boolean; onPress: () => void }) {
  return (
    <View
      className={`discussion__user${inline ? ' discussion__user--inline' : ''}`}
      {...pressable(`回复 ${name}`, onPress)}
    >
      {name}
    </View>
  )
}

/**
 * One comment with its replies, as plain text. Each name answers its person; 回复 under the
 * comment answers its author too (for touch: keyboards and screen readers have the name).
 */
const Comment = observer(function Comment({
  item,
  onReply,
}: {
  item: ThreadComment
  onReply: (target: ReplyTarget) => void
}) {
  const answer = (targetUserId: number, targetUsername: string) => () =>
    onReply({ discussId: item.id, targetUserId, targetUsername })
  return (
    <View className="discussion__item">
      <View className="discussion__head">
        <Name name={item.username} onPress={answer(item.userId, item.username)} />
        <View className="discussion__time">{item.createdAt.slice(0, 16)}</View>
      </View>
      <View className="discussion__content">{item.content}</View>
      <View
        className="discussion__reply-link"
        aria-hidden
        onClick={answer(item.userId, item.username)}
      >
        回复
      </View>
      {item.children.length > 0 && (
        <View className="discussion__replies">
          {item.children.map((reply) => (
            <View key={reply.id} className="discussion__reply">
              <Name inline name={reply.username} onPress={answer(reply.userId, reply.username)} />
              {' 回复 '}
              <Name
                inline
                name={reply.targetUsername}
                onPress={answer(reply.targetUserId, reply.targetUsername)}
              />
              ：{reply.content}
            </View>
          ))}
        </View>
      )}
    </View>
  )
})

/** A thread's comments with their replies, its load failure or emptiness, and its next page. */
export const DiscussionComments = observer(function DiscussionComments({
  thread,
  moreText,
}: {
  thread: DiscussionThread<ThreadComment>
  /** The next page's button (查看更多评论, 加载更多). */
  moreText: string
}) {
  const replyTo = (target: ReplyTarget) => thread.replyTo(target)
  const more = () => background(thread.loadMore())
  return (
    <>
      {thread.discussLists.map((item) => (
        <Comment key={item.id} item={item} onReply={replyTo} />
      ))}
      {thread.state.error && (
        <View className="discussion__hint" role="alert">
          评论加载失败：{thread.state.error}
        </View>
      )}
      {thread.state.loaded && thread.totalCount === 0 && (
        <View className="discussion__hint">还没有人发言，来说第一句吧</View>
      )}
      {thread.hasMore && (
        <View className="discussion__more" {...pressable(moreText, more)}>
          {thread.state.isFetching ? '加载中…' : moreText}
        </View>
      )}
    </>
  )
})

/**
 * The input and its send button: a new comment, or a reply to the chosen person. A visitor
 * is asked to log in (`onVisitor`), as the page is open to visitors and the session is checked
 * when it matters; the text is checked as the server checks it.
 */
export const DiscussionInput = observer(function DiscussionInput({
  thread,
  onVisitor,
  placeholder,
  replyPlaceholder,
  submitText,
}: {
  thread: DiscussionThread<ThreadComment>
  onVisitor: () => void
  placeholder: string
  replyPlaceholder: (username: string) => string
  submitText: string
}) {
  const { app } = useStores()
  const [text, setText] = useState('')
  const target = thread.reply
  const send = async () => {
    if (!(await app.checkLogin())) return onVisitor()
    const problem = checkDiscussContent(text)
    if (problem) return toast(problem)
    await thread.send(text.trim())
    setText('')
    toast(target ? '回复成功' : '发表成功', 'success')
  }
  const submit = () => background(send())
  return (
    <>
      {target && (
        <View className="discussion__target">
          回复 @{target.targetUsername}
          <View
            className="discussion__cancel"
            {...pressable('取消回复', () => thread.replyTo(null))}
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
          placeholder={target ? replyPlaceholder(target.targetUsername) : placeholder}
          onChange={(value: string) => setText(value)}
        />
        <Button
          {...BUTTON_ROLE}
          {...FOCUSABLE}
          {...keyActivation(submit)}
          type="primary"
          size="small"
          loading={thread.sending.isSaving}
          onClick={submit}
        >
          {submitText}
        </Button>
      </View>
    </>
  )
})
