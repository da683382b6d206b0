import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { DiscussionComments, DiscussionInput } from '../discussion-thread'
import { LoginPromptDialog } from '../login-prompts'
import './index.scss'

/**
 * spec §7: the discussion of one question, folded under its 讨论 heading and loaded when first
 * opened (a report lists every question of a paper); the heading shows the count once known.
 * Comments with their replies, 加载更多, and an input to comment or to answer a name tapped.
 */
export const QuestionDiscussion = observer(function QuestionDiscussion({
  questionId,
}: {
  questionId: number
}) {
  const { questionDiscussions } = useStores()
  const thread = questionDiscussions.of(questionId)
  const [open, setOpen] = useState(false)
  const [loginPrompt, setLoginPrompt] = useState(false)

  useEffect(() => {
    // A failed load is tried again when the section is opened again.
    if (open && (thread.topicId !== questionId || thread.state.error !== null)) {
      background(thread.open(questionId))
    }
  }, [open, thread, questionId])

  const toggle = () => setOpen(!open)
  const count = thread.state.loaded ? `（${thread.totalCount}）` : ''
  return (
    <View className="discussion question-discussion">
      <View role="heading" aria-level={3} className="question-discussion__heading">
        <View
          className="question-discussion__toggle"
          {...BUTTON_ROLE}
          {...FOCUSABLE}
          {...keyActivation(toggle)}
          aria-expanded={open}
          onClick={toggle}
        >
          讨论{count}
          <View className="question-discussion__chevron" aria-hidden>
            {open ? '▾' : '▸'}
          </View>
        </View>
      </View>
      {open && (
        <View className="question-discussion__body">
          <DiscussionComments thread={thread} moreText="加载更多" />
          <View className="question-discussion__input">
            <DiscussionInput
              thread={thread}
              onVisitor={() => setLoginPrompt(true)}
              placeholder="说说你的想法"
              replyPlaceholder={(username) => `回复 ${username}`}
              submitText="发表"
            />
          </View>
        </View>
      )}
      {loginPrompt && <LoginPromptDialog visible onClose={() => setLoginPrompt(false)} />}
    </View>
  )
})
