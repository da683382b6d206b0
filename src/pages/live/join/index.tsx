import type { LiveDetail } from '@common/contracts/lives'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useBuyPrompt } from '@/components/buy-prompt'
import { ACTIVATION_DIALOG, LIVE_ACTIVATION_TEXT, liveOffer } from '@/components/course-actions'
import { ListState } from '@/components/list-state'
import { LiveRoom } from '@/components/live-room'
import { useShareCard } from '@/components/share-card'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { ACCESS } from '@common/constants/access'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { goTo } from '@/services/navigation'
import { background, confirm, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { routeUrl } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import { unavailableText } from '@/utils/live-clicks'
import '../index.scss'

/** What stands between the learner and the live, when something does. */
type Missing = 'login' | 'buy' | 'activate' | null

function missingOf(detail: LiveDetail, loggedIn: boolean): Missing {
  // Nobody buys or activates for a live that will not happen (its room says so).
  if (unavailableText(detail) !== null) return null
  if (detail.free === '1' || detail.access === ACCESS.mayEnter) return null
  if (!loggedIn) return 'login'
  return detail.access === ACCESS.needsActivation ? 'activate' : 'buy'
}

const MISSING_BUTTON: Record<Exclude<Missing, null>, string> = {
  login: '登录后观看',
  buy: '购买课程',
  activate: '立即激活',
}

/**
 * liveJoin (/new/home/webcast/join/id/{id}), the link learners share into WeChat groups: the
 * live for one who may watch; otherwise the register/buy dialog (a visitor), the activation
 * dialog (bought, not activated), each then the live, or the goods that sell the course.
 */
export default observer(function LiveJoinPage() {
  const params = useRouteParams<'liveJoin'>()
  const liveId = Number(params.id)
  const { app, course, goods, lives } = useStores()
  const buyPrompt = useBuyPrompt()
  const detail = lives.detailOf(liveId)
  const missing = detail ? missingOf(detail, app.isLogin) : null
  useShareCard(
    detail && {
      title: `直播：${detail.lessonTitle}`,
      desc: `${detail.start_time.slice(5, 16)} 开播 · 主讲：${detail.nickname} · ${detail.courseTitle}`,
      path: routeUrl('liveJoin', { id: detail.id }),
    },
  )
  const offered = useRef(false)

  const load = () => {
    if (Number.isInteger(liveId) && liveId > 0) background(lives.loadDetail(liveId))
  }

  const activate = async (courseId: number) => {
    const yes = await confirm({ ...ACTIVATION_DIALOG, content: LIVE_ACTIVATION_TEXT })
    if (!yes) return
    // spec §4 shows 激活失败 in a success-style message; a failure icon says it truthfully.
    if (!(await course.activateCourse(courseId))) return toast('激活失败', 'fail')
    toast('激活成功', 'success')
    load()
  }

  const resolve = (what: Missing, live: LiveDetail) => {
    if (what === 'login') {
      const ask = () =>
        buyPrompt.ask(liveOffer(live, goods.buyable.get(live.courseId)), () => {
          offered.current = false
          load()
        })
      return background(goods.loadBuyable(live.courseId).then(ask))
    }
    if (what === 'activate') return background(activate(live.courseId))
    if (what === 'buy') {
      goods.setLead({
        courseId: live.courseId,
        liveTitle: live.lessonTitle,
        courseTitle: live.courseTitle,
      })
      return goTo('goodsBuy', { courseId: live.courseId })
    }
  }

  useEffect(() => {
    if (!Number.isInteger(liveId) || liveId <= 0) return
    // The session is checked first: a learner's access comes with the live.
    background(app.checkLogin().then(() => lives.loadDetail(liveId)))
  }, [app, lives, liveId])

  // Once, on arrival: the dialog that lets a visitor or a bought course in opens by itself.
  useEffect(() => {
    if (!detail || offered.current || missing === null || missing === 'buy') return
    offered.current = true
    resolve(missing, detail)
  })

  const invalid = !Number.isInteger(liveId) || liveId <= 0
  return (
    <PageLayout route="liveJoin">
      <ListState
        loading={!invalid && !detail && !lives.detailState.error}
        // A failed refresh under a live already shown leaves it alone (the player reconnects).
        error={invalid ? '直播不存在' : detail ? null : lives.detailState.error}
        empty={false}
        emptyText=""
        onRetry={load}
        reserve="60vh"
      />
      {detail && (
        <>
          <LiveRoom detail={detail} loggedIn={app.isLogin} onRefresh={load} />
          {missing && (
            <View className="live-join__action">
              <Button
                {...BUTTON_ROLE}
                type="primary"
                block
                onClick={() => resolve(missing, detail)}
              >
                {MISSING_BUTTON[missing]}
              </Button>
            </View>
          )}
          <RouteLink
            to="liveCourse"
            args={[{ courseId: detail.courseId }]}
            className="live-join__course"
          >
            查看本课程全部直播 ›
          </RouteLink>
        </>
      )}
      {buyPrompt.element}
    </PageLayout>
  )
})
