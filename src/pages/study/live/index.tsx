import type { LiveLesson } from '@common/contracts/catalogue'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { BuyFooter } from '@/components/buy-footer'
import { useBuyPrompt } from '@/components/buy-prompt'
import { useCourseActions } from '@/components/course-actions'
import { ListState } from '@/components/list-state'
import { useLiveOpener } from '@/components/live-opener'
import { LiveRoom } from '@/components/live-room'
import { LiveChapters, useNow } from '@/components/live-row'
import { MissingPurchase } from '@/components/missing-purchase'
import { PageLayout } from '@/components/page-layout'
import { CoursePrice } from '@/components/course-price'
import { useShareCard } from '@/components/share-card'
import { StudyHeader } from '@/components/study-header'
import { ACCESS } from '@common/constants/access'
import { background } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { routeUrl } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import { defaultLiveId, splitLives } from '@common/rules/live-state'
import { isFree } from '@common/rules/price'
// The course page's section headings are the same here.
import '../course/index.scss'
import './index.scss'

/**
 * liveCourse: the live on the player (the one the link names, else the one on now, the next,
 * or the latest replay), the course with its price, access and buy/activation footer, and its
 * lives by chapter: the coming ones, then the playback list.
 */
export default observer(function LiveCoursePage() {
  const params = useRouteParams<'liveCourse'>()
  const courseId = Number(params.courseId)
  const { app, course, lives } = useStores()
  const [chosen, setChosen] = useState<number | null>(Number(params.live) || null)
  const now = useNow()
  const ours = lives.courseId === courseId ? lives.courseLives : []
  const liveId = chosen ?? defaultLiveId(ours)
  const buyPrompt = useBuyPrompt()

  const refreshLive = () => {
    if (liveId !== null) background(lives.loadDetail(liveId))
  }
  const refreshAll = () => {
    background(course.refresh())
    background(lives.loadCourseLives(courseId))
    refreshLive()
  }
  const actions = useCourseActions(undefined, { askLogin: buyPrompt.ask, watch: refreshAll })
  const enter = (live: LiveLesson) => {
    setChosen(live.id)
    background(lives.loadDetail(live.id))
    background(course.refresh())
  }
  const openComing = useLiveOpener(buyPrompt.ask, 'preview', enter)
  const openPlayback = useLiveOpener(buyPrompt.ask, 'playback', enter)

  useEffect(() => {
    if (!Number.isInteger(courseId) || courseId <= 0) return
    background(course.load(courseId))
    background(lives.loadCourseLives(courseId))
  }, [course, lives, courseId])
  useEffect(() => {
    if (liveId !== null) background(lives.loadDetail(liveId))
  }, [lives, liveId])

  const info = course.courseId === courseId ? course.courseInfo : null
  const detail = lives.detailOf(liveId)
  useShareCard(
    info && {
      title: detail ? `直播：${detail.lessonTitle}` : info.title,
      desc: detail
        ? `${detail.start_time.slice(5, 16)} 开播 · 主讲：${detail.nickname}`
        : info.title,
      path: detail ? routeUrl('liveJoin', { id: detail.id }) : routeUrl('liveCourse', { courseId }),
      image: info.picture,
    },
  )
  const { accessResult } = course
  const { upcoming, playback } = splitLives(ours, now)
  return (
    <PageLayout route="liveCourse">
      {detail && <LiveRoom detail={detail} loggedIn={app.isLogin} onRefresh={refreshLive} />}
      <ListState
        loading={!info && !course.state.error}
        error={course.state.error}
        empty={false}
        emptyText=""
        onRetry={refreshAll}
        reserve="60vh"
      />
      {info && (
        <>
          {!detail && (
            <StudyHeader
              picture={info.picture}
              title={info.title}
              facts={`主讲：${info.teacher} · ${ours.length} 场直播`}
            />
          )}
          <View className="live-course__info">
            <View className="live-course__title">{info.title}</View>
            <CoursePrice
              price={info.price}
              discountPrice={info.discountPrice}
              validityDays={info.validityDays}
              expireAt={accessResult.expireAt}
            />
          </View>
          {accessResult.access === ACCESS.needsPurchase && !isFree(info.discountPrice) && (
            <MissingPurchase visitor={!accessResult.loggedIn} />
          )}
          <View className="course-info__section" role="heading" aria-level={2}>
            直播课表
          </View>
          <ListState
            loading={lives.courseLivesState.pending}
            error={lives.courseLivesState.error}
            empty={false}
            emptyText=""
            onRetry={() => background(lives.loadCourseLives(courseId))}
          />
          {lives.courseLivesState.loaded && (
            <LiveChapters
              lives={upcoming}
              now={now}
              currentId={liveId}
              emptyText="暂无直播安排"
              onOpen={openComing}
            />
          )}
          <View className="course-info__section" role="heading" aria-level={2}>
            直播回放
          </View>
          {lives.courseLivesState.loaded && (
            <LiveChapters
              lives={playback}
              now={now}
              currentId={liveId}
              emptyText="暂无直播回放"
              onOpen={openPlayback}
            />
          )}
          {course.action !== 'play' && (
            <BuyFooter
              price={info.price}
              discountPrice={info.discountPrice}
              actionText={course.action === 'activate' ? '立即激活' : undefined}
              onPress={actions.pressFooter}
            />
          )}
        </>
      )}
      {buyPrompt.element}
    </PageLayout>
  )
})
