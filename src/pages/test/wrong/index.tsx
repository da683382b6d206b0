import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ChoiceOptions } from '@/components/answer-sheet/choice-options'
import { TextPanel } from '@/components/answer-sheet/text-panel'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { background, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { givenAnswerText, optionLetters, questionTypeName } from '@/utils/practice'
import { wrongExitText } from '@/utils/wrong-book'
import '@/components/answer-sheet/index.scss'

/** wrongQuestion: a question of the wrong-answer book: 我的答案, 正确答案, 解析 and 笔记. */
export default observer(function WrongQuestionPage() {
  const params = useRouteParams<'wrongQuestion'>()
  const questionId = Number(params.questionId)
  const { bankList, practice } = useStores()

  useEffect(() => {
    if (!(questionId > 0)) return
    background(bankList.loadReview(questionId))
    background(practice.loadNote(questionId))
  }, [bankList, practice, questionId])

  const review = bankList.review?.question.id === questionId ? bankList.review : null
  const question = review?.question
  const choice = question ? question.options.length > 0 : false
  const given = review ? givenAnswerText(question, review.yourOptionIds, review.yourText) : ''
  return (
    <PageLayout route="wrongQuestion">
      <View className="report">
        <ListState
          loading={!review && !bankList.reviewState.error}
          error={
            review ? null : (bankList.reviewState.error ?? (questionId > 0 ? null : '没有这道题'))
          }
          empty={false}
          emptyText=""
          onRetry={() => background(bankList.loadReview(questionId))}
        />
        {review && question ? (
          <>
            <View className="report__question">
              <View className="report__question-head">
                {questionTypeName(question.type) || '试题'} · {review.chapterTitle}
              </View>
              {review.material ? <View className="report__material">{review.material}</View> : null}
              <View className="report__stem">{question.stem}</View>
              {choice ? (
                <ChoiceOptions
                  question={question}
                  chosen={review.yourOptionIds}
                  reveal={question.correctOptionIds ?? []}
                  disabled
                  onChoose={() => undefined}
                />
              ) : null}
              <View className="report__answers">我的答案：{given || '未作答'}</View>
              <View className="report__answers">
                {choice
                  ? `正确答案：${optionLetters(question, question.correctOptionIds ?? [])}`
                  : `参考答案：${question.modelAnswer ?? ''}${question.unit}`}
              </View>
              <View className="report__title" role="heading" aria-level={2}>
                解析
              </View>
              <View className="report__analysis">{question.analysis || '暂无解析'}</View>
              <View className="report__answers report__exit">
                已错{review.wrongCount}次 · {wrongExitText(review.streak, review.wrongExit)}
              </View>
            </View>
            <View className="report__title" role="heading" aria-level={2}>
              我的笔记
            </View>
            {practice.notes.has(questionId) ? (
              <TextPanel
                key={`note-${questionId}`}
                label="我的笔记"
                placeholder="写下这道题的笔记"
                saveText="保存笔记"
                deleteText="删除笔记"
                maxLength={1000}
                initial={practice.notes.get(questionId) ?? ''}
                onSave={(content) =>
                  background(practice.saveNote(questionId, content).then(() => toast('笔记已保存')))
                }
                onDelete={() =>
                  background(practice.deleteNote(questionId).then(() => toast('笔记已删除')))
                }
              />
            ) : null}
          </>
        ) : null}
      </View>
    </PageLayout>
  )
})
