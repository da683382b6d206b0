import type { LiveLesson } from '@common/contracts/catalogue'
import { PROCEED_AFTER_MS } from '@/constants/ui'
import { goTo } from '@/services/navigation'
import { background, confirm, notice, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import { parseChinaTime } from '@common/rules/china-time'
import {
  homePreviewClick,
  playbackListClick,
  previewListClick,
  unavailableText,
  type LiveClick,
} from '@/utils/live-clicks'
import { startNotice } from '@common/rules/live-state'
import { ACTIVATION_DIALOG, LIVE_ACTIVATION_TEXT, liveOffer } from '../course-actions'
import type { Offer } from '../login-dialogs'

/** Which of spec §4's click rules a list follows. */
export type LiveList = 'home' | 'preview' | 'playback'

function clickOf(list: LiveList, live: LiveLesson, now: number, loggedIn: boolean): LiveClick {
  if (list === 'home') return homePreviewClick(live, now, loggedIn)
  if (list === 'preview') return previewListClick(live, now, loggedIn)
  return playbackListClick(live, loggedIn)
}

/** The live page of a live: its course's live page with the live on the player. */
export function openLivePage(live: Pick<LiveLesson, 'id' | 'courseId'>): void {
  goTo('liveCourse', { courseId: live.courseId }, { live: live.id })
}

/**
 * A tap on a live of a list, by spec §4's rule for that list (src/utils/live-clicks.ts): the
 * live page, the start notice, the register/buy dialog for a visitor naming the live's course
 * and price (then the tap goes on), /goodsBuy/{courseId} saying which live led there without
 * the course, the activation dialog (then the live page). A paid
 * live's access is asked again at the tap: the list may be older than a purchase.
 */
export function useLiveOpener(
  askLogin: (offer: Offer, then: () => void) => void,
  list: LiveList = 'home',
  /** Entering on the live's own course page puts it on the player instead of a new page. */
  onEnter: (live: LiveLesson) => void = openLivePage,
) {
  const { app, course, goods } = useStores()
  const open = async (live: LiveLesson & { state?: string }): Promise<void> => {
    const closed = unavailableText(live)
    if (closed) return toast(closed)
    const free = live.free === '1'
    const loggedIn = free ? app.isLogin : await app.checkLogin()
    const access = loggedIn && !free ? (await course.accessOf(live.courseId)).access : live.access
    const now = Date.now()
    switch (clickOf(list, { ...live, access }, now, loggedIn)) {
      case 'enter':
        return onEnter(live)
      case 'notice':
        return notice('提示', startNotice(parseChinaTime(live.start_time) - now))
      case 'login':
        // The course's goods name the price; the dialog opens without it if they fail to load.
        await goods.loadBuyable(live.courseId)
        return askLogin(liveOffer(live, goods.buyable.get(live.courseId)), () =>
          background(open(live)),
        )
      case 'buy':
        goods.setLead({
          courseId: live.courseId,
          liveTitle: live.lessonTitle,
          courseTitle: live.courseTitle,
        })
        return goTo('goodsBuy', { courseId: live.courseId })
      case 'activate': {
        const yes = await confirm({ ...ACTIVATION_DIALOG, content: LIVE_ACTIVATION_TEXT })
        if (!yes) return
        // spec §4 shows 激活失败 in a success-style message; a failure icon says it truthfully.
        if (!(await course.activateCourse(live.courseId))) return toast('激活失败', 'fail')
        toast('激活成功', 'success')
        // As after a course's activation: the learner reads 激活成功 before the live opens.
        setTimeout(() => onEnter(live), PROCEED_AFTER_MS)
        return
      }
    }
  }
  return (live: LiveLesson & { state?: string }) => background(open(live))
}
