import { Button } from '@nutui/nutui-react-taro'
import type { ChapterInfo, KnowledgeQuestion, PaperItem } from '@common/contracts/bank'
import type { WrongBookItem } from '@common/contracts/practice'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ImportanceStars } from '@/components/importance-stars'
import { ListState } from '@/components/list-state'
import { OwnSetButton } from '@/components/own-set-button'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { background } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { BANK_LIST_KINDS, type BankListKind } from '@/stores/bank-list-store'
import { useStores } from '@/stores/context'
import { questionTypeName } from '@/utils/practice'
import { wrongExitRuleText, wrongExitText } from '@/utils/wrong-book'
import './index.scss'

const TITLES: Record<BankListKind, { title: string; empty: string }> = {
  trial: { title: '免费试做', empty: '暂无免费试题' },
  papers: { title: '模拟试卷', empty: '暂无试卷' },
  sprint: { title: '押题卷', empty: '押题卷暂未上线' },
  chapter: { title: '章节练习', empty: '暂无章节' },
  knowledge: { title: '知识点练习', empty: '暂无知识点' },
  wrong: { title: '错题本', empty: '暂无错题，继续保持~' },
  favourite: { title: '我的收藏', empty: '还没有收藏的题目' },
}

const DIFFICULTY = ['', '易', '中', '难']

/** Papers are taken as the 机考 (exam mode); practice sets answer question by question. */
const modeOf = (kind: PaperItem['kind']) =>
  kind === 'chapter' || kind === 'trial' ? 'practice' : 'exam'

function PaperRow({ paper }: { paper: PaperItem }) {
  return (
    <RouteLink
      to="practice"
      args={[{ paperId: paper.id, mode: modeOf(paper.kind) }]}
      className="bank-list__item"
    >
      <View className="bank-list__title">{paper.title}</View>
      <View className="bank-list__meta">
        {paper.questionCount}题
        {paper.minutes > 0 ? ` · ${paper.minutes}分钟 · 满分${paper.totalMarks}分` : ''}
        {paper.done > 0 ? ` · 已做${paper.done}题` : ''}
      </View>
    </RouteLink>
  )
}

function ChapterRow({ chapter }: { chapter: ChapterInfo }) {
  const body = (
    <>
      <View className="bank-list__title">{chapter.title}</View>
      {chapter.sections.length > 0 ? (
        <View className="bank-list__sections">{chapter.sections.join(' · ')}</View>
      ) : null}
      <View className="bank-list__meta">
        共{chapter.questionCount}题 · 已做{chapter.done}题 · 答对{chapter.right}题
      </View>
    </>
  )
  return chapter.paperId === null ? (
    <View className="bank-list__item">{body}</View>
  ) : (
    <RouteLink
      to="practice"
      args={[{ paperId: chapter.paperId, mode: 'practice' }]}
      className="bank-list__item"
    >
      {body}
    </RouteLink>
  )
}

function QuestionRow({ question }: { question: KnowledgeQuestion }) {
  const kind = questionTypeName(question.kind) || '试题'
  return (
    <View className="bank-list__item">
      <View className="bank-list__title bank-list__title--stem">{question.stem}</View>
      <View className="bank-list__meta">
        {kind} · 难度{DIFFICULTY[question.difficulty] ?? '中'}
      </View>
    </View>
  )
}

const nameOf = (kind: string) => questionTypeName(kind) || '其他'

/** A row of choices of which one is on (全部 first). */
function Choices<T extends string | number>({
  label,
  choices,
  value,
  onChoose,
}: {
  label: string
  choices: { value: T; name: string }[]
  value: T | null
  onChoose: (value: T | null) => void
}) {
  return (
    <View className="bank-list__exit" role="radiogroup" aria-label={label}>
      <View className="bank-list__choices-label" aria-hidden>
        {label}
      </View>
      {[{ value: null, name: '全部' }, ...choices].map((choice) => (
        <View
          key={String(choice.value)}
          role="radio"
          aria-checked={value === choice.value}
          {...FOCUSABLE}
          {...keyActivation(() => onChoose(choice.value))}
          className={`bank-list__exit-choice${value === choice.value ? ' bank-list__exit-choice--on' : ''}`}
          onClick={() => onChoose(choice.value)}
        >
          {choice.name}
        </View>
      ))}
    </View>
  )
}

/** A wrong-answer book question: it opens for review (我的答案, 正确答案, 解析, 笔记). */
function WrongRow({ question }: { question: KnowledgeQuestion }) {
  const kind = questionTypeName(question.kind) || '试题'
  return (
    <RouteLink to="wrongQuestion" args={[{ questionId: question.id }]} className="bank-list__item">
      <View className="bank-list__title bank-list__title--stem">{question.stem}</View>
      <View className="bank-list__meta">
        {kind} · 难度{DIFFICULTY[question.difficulty] ?? '中'}
      </View>
    </RouteLink>
  )
}

function WrongItem({ item, exit }: { item: WrongBookItem; exit: number | null }) {
  return (
    <RouteLink
      to="wrongQuestion"
      args={[{ questionId: item.questionId }]}
      className="bank-list__item"
    >
      <View className="bank-list__title bank-list__title--stem">{item.stem}</View>
      <View className="bank-list__meta">
        {nameOf(item.type)} · {item.chapterTitle} · 错{item.wrongCount}次
        {exit !== null ? ` · ${wrongExitText(item.streak, exit)}` : ''}
      </View>
    </RouteLink>
  )
}

/**
 * 错题本: filters by type and chapter (the filtered questions then listed here), redo of what
 * is shown, and the 已掌握 archive of questions answered right enough times in a row.
 */
const WrongBookTools = observer(function WrongBookTools({ subjectId }: { subjectId: number }) {
  const { bankList } = useStores()
  const [archive, setArchive] = useState(false)
  const book = bankList.wrongBook?.subjectId === subjectId ? bankList.wrongBook.items : []
  const types = [...new Set(book.map((item) => item.type))]
  const chapters = [...new Map(book.map((item) => [item.chapterId, item.chapterTitle]))]
  const mastered = bankList.mastered?.subjectId === subjectId ? bankList.mastered.items : null
  const type = bankList.wrongType
  const chapterId = bankList.wrongChapter
  const toggleArchive = () => {
    setArchive(!archive)
    if (!archive) background(bankList.loadMastered(subjectId))
  }
  return (
    <View className="bank-list__tools">
      {types.length > 1 ? (
        <Choices
          label="按题型筛选"
          choices={types.map((kind) => ({ value: kind, name: nameOf(kind) }))}
          value={type}
          onChoose={(value) => bankList.filterWrong({ type: value })}
        />
      ) : null}
      {chapters.length > 1 ? (
        <Choices
          label="按章节筛选"
          choices={chapters.map(([id, title]) => ({ value: id, name: title }))}
          value={chapterId}
          onChoose={(value) => bankList.filterWrong({ chapterId: value })}
        />
      ) : null}
      {(bankList.wrongFiltered ? bankList.filteredWrong.length : bankList.items.length) > 0 ? (
        <OwnSetButton
          request={{
            subjectId,
            source: 'wrong',
            ...(type ? { type } : {}),
            ...(chapterId ? { chapterId } : {}),
          }}
          label={bankList.wrongFiltered ? '重做筛选的错题' : '重做错题'}
        />
      ) : null}
      <View
        {...BUTTON_ROLE}
        {...FOCUSABLE}
        aria-expanded={archive}
        className="bank-list__archive-link"
        {...keyActivation(toggleArchive)}
        onClick={toggleArchive}
      >
        {archive ? '收起已掌握' : '已掌握的题目'}
      </View>
      {archive && mastered ? (
        <View className="bank-list__archive" aria-label="已掌握">
          {mastered.length === 0 ? (
            <View className="bank-list__meta">还没有已掌握的错题</View>
          ) : (
            mastered.map((item) => (
              <WrongItem key={item.questionId} item={item} exit={bankList.wrongExit} />
            ))
          )}
        </View>
      ) : null}
      {bankList.wrongFiltered ? (
        <View className="bank-list__archive" aria-label="筛选的错题">
          {bankList.filteredWrong.length === 0 ? (
            <View className="bank-list__meta">没有符合条件的错题</View>
          ) : (
            bankList.filteredWrong.map((item) => (
              <WrongItem key={item.questionId} item={item} exit={bankList.wrongExit} />
            ))
          )}
        </View>
      ) : null}
    </View>
  )
})

/** bankList: what a bank-home tile opens: papers, chapters, points, wrong book, favourites. */
export default observer(function BankListPage() {
  const params = useRouteParams<'bankList'>()
  const subjectId = Number(params.subjectId)
  const kind = BANK_LIST_KINDS.find((k) => k === params.kind)
  const { bankList } = useStores()

  useEffect(() => {
    if (kind && subjectId > 0) background(bankList.load(kind, subjectId))
    if (kind === 'wrong') {
      background(bankList.loadWrongExit())
      background(bankList.loadWrongBook(subjectId))
    }
  }, [bankList, kind, subjectId])

  if (!kind || !(subjectId > 0)) {
    return (
      <PageLayout route="bankList">
        <ListState
          loading={false}
          error="没有这个练习"
          empty={false}
          emptyText=""
          onRetry={() => undefined}
        />
      </PageLayout>
    )
  }
  const current = bankList.key === `${kind}/${subjectId}`
  const { title, empty } = TITLES[kind]
  const count = kind === 'knowledge' ? bankList.chapters.length : bankList.items.length
  return (
    <PageLayout route="bankList">
      <View className="bank-list">
        <View className="bank-list__heading" role="heading" aria-level={2}>
          {title}
        </View>
        {kind === 'wrong' && bankList.wrongExit !== null ? (
          <View className="bank-list__exit" role="radiogroup" aria-label="移出规则">
            <View className="bank-list__exit-rule">{wrongExitRuleText(bankList.wrongExit)}</View>
            {[1, 2, 3].map((n) => (
              <View
                key={n}
                role="radio"
                aria-checked={bankList.wrongExit === n}
                {...FOCUSABLE}
                {...keyActivation(() => background(bankList.chooseWrongExit(n, subjectId)))}
                className={`bank-list__exit-choice${bankList.wrongExit === n ? ' bank-list__exit-choice--on' : ''}`}
                onClick={() => background(bankList.chooseWrongExit(n, subjectId))}
              >
                答对{n}次
              </View>
            ))}
          </View>
        ) : null}
        {current && kind === 'wrong' ? <WrongBookTools subjectId={subjectId} /> : null}
        {current && kind === 'favourite' && count > 0 ? (
          <OwnSetButton request={{ subjectId, source: 'favourite' }} label="重做收藏" />
        ) : null}
        {current && kind === 'knowledge' && count > 0 ? (
          <View className="bank-list__tools">
            <View className="bank-list__meta">智能练习：先练错题，再练重要的、没做过的知识点</View>
            <OwnSetButton request={{ subjectId, source: 'smart' }} label="智能练习" />
          </View>
        ) : null}
        <ListState
          loading={!current || (bankList.state.isFetching && count === 0)}
          error={bankList.state.error && count === 0 ? bankList.state.error : null}
          empty={current && bankList.state.loaded && count === 0}
          emptyText={empty}
          onRetry={() => background(bankList.load(kind, subjectId))}
        />
        {current && kind === 'knowledge'
          ? bankList.chapters.map((chapter) => (
              <View key={chapter.id} className="bank-list__group">
                <View className="bank-list__group-title">{chapter.title}</View>
                {chapter.points.map((point) => (
                  <RouteLink
                    key={point.id}
                    to="bankPoint"
                    args={[{ pointId: point.id }]}
                    className="bank-list__item bank-list__item--point"
                  >
                    <View className="bank-list__title">{point.name}</View>
                    <View className="bank-list__meta">
                      <ImportanceStars importance={point.importance} />
                      <View>{point.questionCount}题</View>
                    </View>
                  </RouteLink>
                ))}
              </View>
            ))
          : null}
        {current && kind !== 'knowledge' && !(kind === 'wrong' && bankList.wrongFiltered)
          ? bankList.items.map((item) =>
              kind === 'chapter' ? (
                <ChapterRow key={item.id} chapter={item as ChapterInfo} />
              ) : kind === 'wrong' ? (
                <WrongRow key={item.id} question={item as KnowledgeQuestion} />
              ) : kind === 'favourite' ? (
                <QuestionRow key={item.id} question={item as KnowledgeQuestion} />
              ) : (
                <PaperRow key={item.id} paper={item as PaperItem} />
              ),
            )
          : null}
        {current && bankList.hasMore && !(kind === 'wrong' && bankList.wrongFiltered) ? (
          <Button
            className="bank-list__more"
            fill="outline"
            loading={bankList.state.isFetching}
            onClick={() => background(bankList.loadMore(kind, subjectId))}
          >
            加载更多
          </Button>
        ) : null}
        {current && bankList.state.error && count > 0 ? (
          <View className="bank-list__error" role="alert">
            加载失败：{bankList.state.error}
          </View>
        ) : null}
      </View>
    </PageLayout>
  )
})
