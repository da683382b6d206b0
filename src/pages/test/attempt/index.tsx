import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { AnswerCard } from '@/components/answer-sheet/answer-card'
import { useSwipe } from '@/components/answer-sheet/use-swipe'
import { Calculator } from '@/components/calculator'
import { QuestionDiscussion } from '@/components/question-discussion'
import { TextPanel } from '@/components/answer-sheet/text-panel'
import { QuestionView } from '@/components/answer-sheet/question-view'
import { ListState } from '@/components/list-state'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { background, confirm, showError, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { FONT_SIZES } from '@/stores/practice-store'
import {
  EXAM_WARNING_SECONDS,
  autoNextDelay,
  isAnswered,
  submitConfirmText,
} from '@/utils/practice'
import { clockText } from '@/utils/time-text'
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
  const [panel, setPanel] = useState<'note' | 'correction' | null>(null)
  const [calculator, setCalculator] = useState(false)
  // Swiping left shows the next question, right the previous one, as in the exam apps.
  const swipe = useSwipe((direction) =>
    practice.go(practice.index + (direction === 'next' ? 1 : -1)),
  )
  const warned = useRef(false)
  // The shown question's draft (exam mode: a written answer or 分录 being typed), sent before
  // the paper is handed in.
  const draft = useRef<(() => void) | null>(null)
  const registerDraft = useCallback((flush: (() => void) | null) => {
    draft.current = flush
  }, [])
  const submitting = useRef(false)
  // The clock submits once; a failure is shown, and the learner submits again by hand.
  const autoSubmitted = useRef(false)

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
    if (left <= 0 && !autoSubmitted.current) {
      autoSubmitted.current = true
      draft.current?.()
      background(finish())
    } else if (left <= EXAM_WARNING_SECONDS && !warned.current) {
      warned.current = true
      toast('考试还剩10分钟，请注意时间')
    }
  })

  useEffect(() => {
    if (attempt?.submitted) replaceWith('attemptReport', { attemptId })
  }, [attempt, attemptId])

  const unit = practice.current
  const exam = attempt?.mode === 'exam'

  // 自动下一题: a right 单选/判断 answer moves on after a pause, once, for the answer just
  // given (going back to an answered question stays there).
  const justAnswered = useRef<number | null>(null)
  const feedback = unit ? practice.feedback.get(unit.question.id) : undefined
  useEffect(() => {
    if (!unit || !feedback || justAnswered.current !== unit.question.id) return
    justAnswered.current = null
    const delay = autoNextDelay({
      exam,
      enabled: practice.autoNext,
      type: unit.question.type,
      correct: feedback.correct,
      last: practice.index >= practice.units.length - 1,
    })
    if (delay === null) return
    const from = practice.index
    const timer = setTimeout(() => {
      if (practice.index === from) practice.go(from + 1)
    }, delay)
    return () => clearTimeout(timer)
  }, [practice, unit, feedback, exam])

  const submit = async () => {
    draft.current?.()
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
        <View
          className={`attempt attempt--font-${FONT_SIZES.indexOf(practice.fontSize)}${practice.night ? ' attempt--night' : ''}`}
        >
          <View className="attempt__bar">
            {left !== null ? (
              <View
                className={`attempt__timer${left <= EXAM_WARNING_SECONDS ? ' attempt__timer--warning' : ''}`}
                role="timer"
                aria-label={`剩余时间 ${clockText(left)}`}
              >
                {clockText(left)}
              </View>
            ) : (
              <View className="attempt__mode">练习模式</View>
            )}
            {!exam ? (
              <Button
                {...BUTTON_ROLE}
                size="small"
                fill="outline"
                onClick={() => practice.setShowAnswers(!practice.showAnswers)}
              >
                {practice.showAnswers ? '关闭背题' : '背题模式'}
              </Button>
            ) : null}
            <Button {...BUTTON_ROLE} size="small" fill="outline" onClick={() => setCardOpen(true)}>
              答题卡
            </Button>
            <Button
              {...BUTTON_ROLE}
              size="small"
              type="primary"
              onClick={() => background(submit())}
            >
              {exam ? '交卷' : '完成'}
            </Button>
          </View>
          {practice.pending.size > 0 ? (
            <View className="attempt__offline" role="status">
              {practice.pending.size}个答案待上传，网络恢复后自动保存
            </View>
          ) : null}
          <AnswerCard
            visible={cardOpen}
            onClose={() => setCardOpen(false)}
            units={practice.units}
            current={practice.index}
            answered={(id) => isAnswered(practice.answers.get(id))}
            flagged={(id) => practice.flagged.has(id)}
            onGo={(index) => {
              practice.go(index)
              setCardOpen(false)
            }}
          />
          <View className="attempt__question" {...swipe}>
            <QuestionView
              key={unit.question.id}
              unit={unit}
              total={practice.units.length}
              answer={practice.answers.get(unit.question.id)}
              feedback={practice.feedback.get(unit.question.id)}
              showAnswer={!exam && practice.showAnswers}
              confirmChoices={!exam}
              disabled={practice.submitState.isSaving}
              autosave={exam}
              registerDraft={exam ? registerDraft : undefined}
              onClear={exam ? () => background(practice.clear(unit.question.id)) : undefined}
              onAnswer={(payload) => {
                justAnswered.current = unit.question.id
                background(practice.answer(unit.question.id, payload))
              }}
              material={{
                height: practice.materialHeight,
                onResize: (height) => practice.setMaterialHeight(height),
              }}
            />
          </View>
          {!exam && (practice.feedback.has(unit.question.id) || practice.showAnswers) ? (
            <QuestionDiscussion key={`discuss-${unit.question.id}`} questionId={unit.question.id} />
          ) : null}
          {exam && isAnswered(practice.answers.get(unit.question.id)) ? (
            <Button
              {...BUTTON_ROLE}
              className="attempt__clear"
              size="small"
              fill="none"
              onClick={() => background(practice.clear(unit.question.id))}
            >
              清除本题答案
            </Button>
          ) : null}
          <View className="attempt__tools">
            <Button
              {...BUTTON_ROLE}
              size="small"
              fill="none"
              aria-expanded={calculator}
              onClick={() => setCalculator(!calculator)}
            >
              计算器
            </Button>
            <Button
              {...BUTTON_ROLE}
              size="small"
              fill="none"
              aria-label={`字号：${practice.fontSize}，点击切换`}
              onClick={() => practice.nextFontSize()}
            >
              字号{practice.fontSize}
            </Button>
            <Button
              {...BUTTON_ROLE}
              size="small"
              fill="none"
              onClick={() => practice.toggleNight()}
            >
              {practice.night ? '日间' : '夜间'}
            </Button>
            {!exam ? (
              <Button
                {...BUTTON_ROLE}
                size="small"
                fill="none"
                aria-pressed={practice.autoNext}
                onClick={() => practice.toggleAutoNext()}
              >
                {practice.autoNext ? '自动下一题：开' : '自动下一题：关'}
              </Button>
            ) : null}
            <Button
              {...BUTTON_ROLE}
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
              {...BUTTON_ROLE}
              size="small"
              fill="none"
              onClick={() => {
                setPanel(panel === 'note' ? null : 'note')
                if (!practice.notes.has(unit.question.id))
                  background(practice.loadNote(unit.question.id))
              }}
            >
              笔记
            </Button>
            <Button
              {...BUTTON_ROLE}
              size="small"
              fill="none"
              onClick={() => setPanel(panel === 'correction' ? null : 'correction')}
            >
              纠错
            </Button>
          </View>
          {panel === 'note' && practice.notes.has(unit.question.id) ? (
            <TextPanel
              key={`note-${unit.question.id}`}
              label="我的笔记"
              placeholder="写下这道题的笔记"
              saveText="保存笔记"
              deleteText="删除笔记"
              maxLength={1000}
              initial={practice.notes.get(unit.question.id) ?? ''}
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
          {panel === 'correction' ? (
            <TextPanel
              key={`correction-${unit.question.id}`}
              label="纠错"
              placeholder="请描述题目、答案或解析中的错误"
              saveText="提交纠错"
              maxLength={500}
              initial=""
              onSave={(content) =>
                background(
                  practice.reportCorrection(unit.question.id, content).then(
                    () => {
                      setPanel(null)
                      toast('感谢指正，我们会尽快核实')
                    },
                    (error: unknown) => showError(error),
                  ),
                )
              }
            />
          ) : null}
          <View className="attempt__nav">
            <Button
              {...BUTTON_ROLE}
              size="small"
              disabled={practice.index === 0}
              onClick={() => practice.go(practice.index - 1)}
            >
              上一题
            </Button>
            <Button
              {...BUTTON_ROLE}
              size="small"
              fill="outline"
              onClick={() => practice.toggleFlag(unit.question.id)}
            >
              {practice.flagged.has(unit.question.id) ? '取消标记' : '标记'}
            </Button>
            <Button
              {...BUTTON_ROLE}
              size="small"
              disabled={practice.index >= practice.units.length - 1}
              onClick={() => practice.go(practice.index + 1)}
            >
              下一题
            </Button>
          </View>
          <Calculator visible={calculator} onClose={() => setCalculator(false)} />
        </View>
      ) : null}
    </PageLayout>
  )
})
