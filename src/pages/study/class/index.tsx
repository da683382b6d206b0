import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { BuyFooter } from '@/components/buy-footer'
import { useBuyPrompt } from '@/components/buy-prompt'
import { ACCESS } from '@common/constants/access'
import { courseOffer, freeJoinDialog } from '@/components/course-actions'
import { CourseCard } from '@/components/course-card'
import { GoodsCard } from '@/components/goods-card'
import { useShareCard } from '@/components/share-card'
import { ListState } from '@/components/list-state'
import { LivePrevue } from '@/components/live-prevue'
import { MissingPurchase } from '@/components/missing-purchase'
import { PageLayout } from '@/components/page-layout'
import { StudyHeader } from '@/components/study-header'
import { goTo } from '@/services/navigation'
import { background, confirm, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { routeUrl } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import { validityText } from '@common/rules/course-access'
import { isFree } from '@common/rules/price'
import './index.scss'

/** class: a class room's info and access, its courses, its lives and its goods (paged). */
export default observer(function ClassPage() {
  const params = useRouteParams<'class'>()
  const classId = Number(params.classId)
  const { classroom } = useStores()
  const buyPrompt = useBuyPrompt()
  const [tab, setTab] = useState<string | number>('courses')
  const [now] = useState(Date.now)

  useEffect(() => {
    if (classId > 0) background(classroom.load(classId))
  }, [classroom, classId])

  const info = classroom.classId === classId ? classroom.info : null
  useShareCard(
    info && {
      title: info.title,
      desc: '班级课程、直播与答疑，一起备考',
      path: routeUrl('class', { classId }),
      image: info.picture,
    },
  )
  const access = classroom.accessResult

  const buyOrJoin = async (): Promise<void> => {
    if (!info || !access) return
    if (!access.loggedIn) {
      // spec §4: the register/buy dialog, then the purchase goes on with fresh access.
      return buyPrompt.ask(courseOffer(info), () =>
        background(classroom.load(classId).then(() => buyOrJoin())),
      )
    }
    if (!isFree(info.discountPrice)) {
      return goTo('confirmOrder', { id: info.id, type: 'classroom' })
    }
    const yes = await confirm(freeJoinDialog('classroom'))
    if (!yes) return
    // spec §8 free join: 加入成功 or 加入失败, whatever the server said.
    const joined = await classroom.freeJoin().then(
      () => true,
      () => false,
    )
    toast(joined ? '加入成功' : '加入失败')
  }

  return (
    <PageLayout route="class">
      <ListState
        loading={!info && !classroom.state.error}
        error={classroom.state.error}
        empty={false}
        emptyText=""
        onRetry={() => background(classroom.load(classId))}
        reserve="100vh"
      />
      {info && access && (
        <>
          <StudyHeader
            picture={info.picture}
            title={info.title}
            facts={`${info.courseCount} 门课程 · ${info.studentCount} 人已加入 · ${validityText(info.validityDays, access.expireAt)}`}
          >
            {info.description && (
              <View className="class-room__description">{info.description}</View>
            )}
            {access.access === ACCESS.mayEnter && (
              <View className="class-room__joined">你已加入本班级</View>
            )}
            {access.access === ACCESS.needsActivation && (
              <View className="class-room__joined">
                班级已购买，尚未激活：进入任一课程，点“立即激活”即开始计算有效期
              </View>
            )}
          </StudyHeader>
          {access.access === ACCESS.needsPurchase && !isFree(info.discountPrice) && (
            <MissingPurchase visitor={!access.loggedIn} />
          )}
          <AppTabs value={tab} onChange={setTab} className="class-room__tabs" label="班级内容">
            <AppTabPane title={`课程 ${classroom.courses.length}`} value="courses">
              <View className="class-room__grid" role="group" aria-label="班级课程">
                {classroom.courses.map((course) => (
                  <CourseCard key={course.id} course={course} classId={classId} />
                ))}
              </View>
              {classroom.courses.length === 0 && (
                <View className="class-room__empty">班级课程正在筹备中</View>
              )}
            </AppTabPane>
            <AppTabPane title="直播" value="lives">
              <LivePrevue
                lives={classroom.lives}
                now={now}
                title="班级直播"
                emptyText="本班级暂无直播"
                list="preview"
              />
            </AppTabPane>
            <AppTabPane title="商品" value="goods">
              {classroom.goods.map((goods) => (
                <GoodsCard key={goods.id} goods={goods} classId={classId} />
              ))}
              {classroom.goodsState.loaded && classroom.goods.length === 0 && (
                <View className="class-room__empty">本班级暂无商品</View>
              )}
              {classroom.goodsState.error && (
                <View className="class-room__empty" role="alert">
                  商品加载失败：{classroom.goodsState.error}
                </View>
              )}
              {classroom.hasMoreGoods && (
                <View
                  role="button"
                  className="class-room__more"
                  onClick={() => background(classroom.loadMoreGoods())}
                >
                  {classroom.goodsState.isFetching ? '加载中…' : '加载更多'}
                </View>
              )}
            </AppTabPane>
          </AppTabs>
          {access.access === ACCESS.needsPurchase && (
            <BuyFooter
              price={info.price}
              discountPrice={info.discountPrice}
              onPress={() => background(buyOrJoin())}
            />
          )}
        </>
      )}
      {buyPrompt.element}
    </PageLayout>
  )
})
