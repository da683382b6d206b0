import { MaskClose } from '@nutui/icons-react-taro'
import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type PropsWithChildren } from 'react'
import { CourseCard } from '@/components/course-card'
import { GoodsCard } from '@/components/goods-card'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { findExam } from '@common/constants/exams'
import { goTo } from '@/services/navigation'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { liveTimeRange } from '@common/rules/live-state'
import { priceText } from '@common/rules/price'
import { LIMITS } from '@common/rules/validation'
import { background } from '@/services/notify'
import './index.scss'

/** One kind of result with its count. */
function SearchGroup({
  title,
  count,
  children,
}: PropsWithChildren<{ title: string; count: number }>) {
  return (
    <View className="search__group">
      <View className="search__group-title" role="heading" aria-level={2}>
        {title}（{count}）
      </View>
      {children}
    </View>
  )
}

/** A row of keywords to tap (最近搜索, 热门搜索), with an action at its head. */
function KeywordChips({
  title,
  keywords,
  onPick,
  action,
}: {
  title: string
  keywords: readonly string[]
  onPick: (keyword: string) => void
  action?: { text: string; run: () => void }
}) {
  return (
    <View className="search__recent" role="group" aria-label={title}>
      <View className="search__recent-head">
        <View role="heading" aria-level={2}>
          {title}
        </View>
        {action && (
          <View
            className="search__clear"
            role="button"
            {...FOCUSABLE}
            {...keyActivation(action.run)}
            onClick={action.run}
          >
            {action.text}
          </View>
        )}
      </View>
      <View className="search__chips">
        {keywords.map((keyword) => (
          <View
            key={keyword}
            className="search__chip"
            role="button"
            {...FOCUSABLE}
            {...keyActivation(() => onPick(keyword))}
            onClick={() => onPick(keyword)}
          >
            {keyword}
          </View>
        ))}
      </View>
    </View>
  )
}

/**
 * /search (name searchResult; the spec gives no path): courses, classes, goods and lives by
 * keyword, grouped by kind, the current exam's (the one /test last chose) first and a course
 * not listed again as its goods; the recent keywords remembered on the device (清空 forgets
 * them) and 热门搜索. `?keyword=` searches at once.
 */
export default observer(function SearchPage() {
  const params = useRouteParams<'searchResult'>()
  const { search, bank } = useStores()
  const exam = bank.lastExam()
  const [input, setInput] = useState(params.keyword ?? '')
  const run = (keyword: string) => {
    setInput(keyword)
    background(search.search(keyword, exam))
  }
  useEffect(() => {
    if (params.keyword) background(search.search(params.keyword, exam))
  }, [search, params.keyword, exam])
  useEffect(() => {
    background(search.loadHot(exam))
  }, [search, exam])

  const result = search.result
  const empty =
    !!result &&
    result.courses.length + result.classes.length + result.goods.length + result.lives.length === 0

  return (
    <PageLayout route="searchResult">
      <SearchBar
        value={input}
        onChange={(value: string) => setInput(value)}
        onSearch={run}
        placeholder="搜索课程、班级、商品、直播"
        maxLength={LIMITS.keywordMax}
        // NutUI's clear icon is a div named without a role: ours is a button.
        clearable={false}
        rightIn={
          input ? (
            <View
              {...BUTTON_ROLE}
              {...FOCUSABLE}
              {...keyActivation(() => setInput(''))}
              aria-label="清除"
              className="search__clear"
              onClick={() => setInput('')}
            >
              <MaskClose size={16} />
            </View>
          ) : null
        }
        right={
          <Button {...BUTTON_ROLE} size="small" type="primary" onClick={() => run(input)}>
            搜索
          </Button>
        }
      />
      {!result && search.recent.length > 0 && (
        <KeywordChips
          title="最近搜索"
          keywords={search.recent}
          onPick={run}
          action={{ text: '清空', run: () => search.clearRecent() }}
        />
      )}
      {!result && search.hot.length > 0 && (
        <KeywordChips title="热门搜索" keywords={search.hot} onPick={run} />
      )}
      <ListState
        loading={search.state.isFetching}
        error={search.state.error}
        empty={empty}
        emptyText={`没有找到与“${result?.keyword ?? ''}”相关的内容`}
        onRetry={() => run(input)}
      />
      {result && !search.state.isFetching && (
        <View className="search__results">
          {!empty && (
            <View className="search__exam-note">已优先显示{findExam(exam)?.name ?? ''}的内容</View>
          )}
          {result.courses.length > 0 && (
            <SearchGroup title="课程" count={result.courses.length}>
              <View className="search__grid">
                {result.courses.map((course) => (
                  <CourseCard key={course.id} course={course} label={course.exam || undefined} />
                ))}
              </View>
            </SearchGroup>
          )}
          {result.classes.length > 0 && (
            <SearchGroup title="班级" count={result.classes.length}>
              {result.classes.map((room) => (
                <View
                  key={room.id}
                  className="search__row"
                  role="link"
                  {...FOCUSABLE}
                  {...keyActivation(() => goTo('class', { classId: room.id }))}
                  onClick={() => goTo('class', { classId: room.id })}
                >
                  <View>
                    <View>{room.title}</View>
                    {room.exam && <View className="search__meta">{room.exam}</View>}
                  </View>
                  <View className="search__price">{priceText(room.discountPrice)}</View>
                </View>
              ))}
            </SearchGroup>
          )}
          {result.goods.length > 0 && (
            <SearchGroup title="商品" count={result.goods.length}>
              {result.goods.map((item) => (
                <GoodsCard key={item.id} goods={item} label={item.exam || undefined} />
              ))}
            </SearchGroup>
          )}
          {result.lives.length > 0 && (
            <SearchGroup title="直播" count={result.lives.length}>
              {result.lives.map((live) => {
                const { date, range } = liveTimeRange(live.start_time, live.end_time)
                return (
                  <View
                    key={live.id}
                    className="search__row"
                    role="link"
                    {...FOCUSABLE}
                    {...keyActivation(() => goTo('liveCourse', { courseId: live.courseId }))}
                    onClick={() => goTo('liveCourse', { courseId: live.courseId })}
                  >
                    <View>{live.lessonTitle}</View>
                    <View className="search__meta">
                      {live.exam && `${live.exam} · `}
                      {date} {range}
                    </View>
                  </View>
                )
              })}
            </SearchGroup>
          )}
        </View>
      )}
    </PageLayout>
  )
})
