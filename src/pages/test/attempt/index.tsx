import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { AnswerCard } from '@/components/answer-sheet/answer-card'
import { NotePanel } from '@/components/answer-sheet/note-panel'
import { QuestionView } from '@/components/answer-sheet/question-view'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { background, confirm, showError, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import {
  EXAM_WARNING_SECONDS,
  formatCountdown,
  isAnswered,
  submitConfirmText,
} from '@/utils/practice'
import '@/components/answer-sheet/index.scss'

/** Seconds between tries to send answers kept while the network was away. */
const RETRY_SECONDS = 5

/** attempt: the 机考 screen (exam) or practice: one question at a time, the answer card, submit. */
export default observer(function AttemptPage() {
  const params = useRouteParams<'attempt'>()
  const attemptId = Number(params.attemptId)
  const { practice } = useStores()
  const [now, setNow] = useState(Date.now)
  const [cardOpen, setCardOpen] = useState(false)
  const [noteOpen, setNoteOpen] = useState(false)
  const warned = useRef(false)
  const submitting = useRef(false)

  useEffect(() => {
    if (attemptId > 0) background(practice.load(attemptId))
  }, [practice, attemptId])

  const attempt = practice.attempt?.attemptId === attemptId ? practice.attempt : null

  const finish = async () => {
    if (submitting.current) return
    submitting.current = true
    try {
      if (await practice.submit()) replaceWith('attemptReport', { attemptId })
    } catch (error) {
      showError(error)
    } finally {
      submitting.current = false
    }
  }

  // The clock: a tick a second, the warning at ten minutes, the submission at zero; answers
  // kept while offline are sent again every few seconds.
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now())
      if (practice.pending.size > 0 && Math.floor(Date.now() / 1000) % RETRY_SECONDS === 0) {
        background(practice.flush())
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [practice])

  const left = attempt ? practice.secondsLeft(now) : null
  useEffect(() => {
    if (!attempt || attempt.submitted || left === null) return
    if (left <= 0) background(finish())
    else if (left <= EXAM_WARNING_SECONDS && !warned.current) {
      warned.current = true
      toast('考试还剩10分钟，请注意时间')
    }
  })

  useEffect(() => {
    if (attempt?.submitted) replaceWith('attemptReport', { attemptId })
  }, [attempt, attemptId])

  const unit = practice.current
  const exam = attempt?.mode === 'exam'

  const submit = async () => {
    const yes = await confirm({
      title: exam ? '交卷' : '完成练习',
      content: submitConfirmText(practice.unanswered),
      confirmText: exam ? '交卷' : '完成',
      cancelText: '继续答题',
    })
    if (yes) await finish()
  }

  return (
    <PageLayout route="attempt">
      <ListState
        loading={!attempt && !practice.state.error}
        error={attempt ? null : practice.state.error}
        empty={false}
        emptyText=""
        onRetry={() => background(practice.load(attemptId))}
        reserve="60vh"
      />
      {attempt && unit ? (
        <View className="attempt">
          <View className="attempt__bar">
            {left !== null ? (
              <View
                className={`attempt__timer${left <= EXAM_WARNING_SECONDS ? ' attempt__timer--warning' : ''}`}
                role="timer"
                aria-label={`剩余时间 ${formatCountdown(left)}`}
              >
                {formatCountdown(left)}
              </View>
            ) : (
              <View className="attempt__mode">练习模式</View>
            )}
            {!exam ? (
              <Button
                size="small"
                fill="outline"
                onClick={() => practice.setShowAnswers(!practice.showAnswers)}
              >
                {practice.showAnswers ? '关闭背题' : '背题模式'}
              </Button>
            ) : null}
            <Button size="small" fill="outline" onClick={() => setCardOpen(!cardOpen)}>
              答题卡
            </Button>
            <Button size="small" type="primary" onClick={() => background(submit())}>
              {exam ? '交卷' : '完成'}
            </Button>
          </View>
          {practice.pending.size > 0 ? (
            <View className="attempt__offline" role="status">
              {practice.pending.size}个答案待上传，网络恢复后自动保存
            </View>
          ) : null}
          {cardOpen ? (
            <AnswerCard
              units={practice.units}
              current={practice.index}
              answered={(id) => isAnswered(practice.answers.get(id))}
              flagged={(id) => practice.flagged.has(id)}
              onGo={(index) => {
                practice.go(index)
                setCardOpen(false)
              }}
            />
          ) : null}
          <QuestionView
            key={unit.question.id}
            unit={unit}
            total={practice.units.length}
            answer={practice.answers.get(unit.question.id)}
            feedback={practice.feedback.get(unit.question.id)}
            showAnswer={!exam && practice.showAnswers}
            disabled={practice.submitState.isSaving}
            onAnswer={(payload) => background(practice.answer(unit.question.id, payload))}
          />
          <View className="attempt__tools">
            <Button
              size="small"
              fill="none"
              onClick={() =>
                background(
                  practice
                    .toggleFavourite(unit.question.id)
                    .then((on) => toast(on ? '已收藏' : '已取消收藏')),
                )
              }
            >
              {practice.favourites.has(unit.question.id) ? '已收藏' : '收藏'}
            </Button>
            <Button
              size="small"
              fill="none"
              onClick={() => {
                setNoteOpen(!noteOpen)
                if (!practice.notes.has(unit.question.id))
                  background(practice.loadNote(unit.question.id))
              }}
            >
              笔记
            </Button>
          </View>
          {noteOpen && practice.notes.has(unit.question.id) ? (
            <NotePanel
              key={unit.question.id}
              note={practice.notes.get(unit.question.id) ?? ''}
              onSave={(content) =>
                background(
                  practice.saveNote(unit.question.id, content).then(() => toast('笔记已保存')),
                )
              }
              onDelete={() =>
                background(practice.deleteNote(unit.question.id).then(() => toast('笔记已删除')))
              }
            />
          ) : null}
          <View className="attempt__nav">
            <Button
              size="small"
              disabled={practice.index === 0}
              onClick={() => practice.go(practice.index - 1)}
            >
              上一题
            </Button>
            <Button
              size="small"
              fill="outline"
              onClick={() => practice.toggleFlag(unit.question.id)}
            >
              {practice.flagged.has(unit.question.id) ? '取消标记' : '标记'}
            </Button>
            <Button
              size="small"
              disabled={practice.index >= practice.units.length - 1}
              onClick={() => practice.go(practice.index + 1)}
            >
              下一题
            </Button>
          </View>
        </View>
      ) : null}
    </PageLayout>
  )
})
