import type { LiveLesson } from '@shared/api'
import { ACCESS } from '@/constants/access'
import { goTo } from '@/services/navigation'
import { background, confirm, notice, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import { parseChinaTime } from '@/utils/china-time'
import { liveStateAt, startNotice } from '@/utils/live-state'
import { ACTIVATION_DIALOG } from '../course-actions'

/** spec §4: a live 2 hours or more away says when it starts; any other opens its page. */
function enter(live: LiveLesson, now: number): void {
  const start = parseChinaTime(live.start_time)
  if (liveStateAt(live.start_time, live.end_time, now) === 'notStart') {
    notice('提示', startNotice(start - now))
    return
  }
  goTo('liveCourse', { courseId: live.courseId })
}

/**
 * spec §4 home live preview click: a free live is entered; a paid one asks a visitor to
 * register or log in (the register/buy dialog, then the click goes on), sends a learner
 * without the course to the goods that sell it (/goodsBuy/{courseId}), offers a learner who
 * has not activated it the activation dialog (then the live page), and lets a learner in.
 */
export function useLiveOpener(askLogin: (free: boolean, then: () => void) => void) {
  const { app, course } = useStores()
  const open = async (live: LiveLesson): Promise<void> => {
    if (live.free === '1') return enter(live, Date.now())
    if (!(await app.checkLogin())) {
      askLogin(false, () => background(open(live)))
      return
    }
    const { access } = await course.accessOf(live.courseId)
    if (access === ACCESS.needsPurchase) return goTo('goodsBuy', { courseId: live.courseId })
    if (access === ACCESS.needsActivation) {
      const yes = await confirm({
        ...ACTIVATION_DIALOG,
        content: '激活后即可观看本课程的直播，同时开始计算有效期。',
      })
      if (!yes) return
      // spec §4 shows 激活失败 in a success-style message; a failure icon says it truthfully.
      if (!(await course.activateCourse(live.courseId))) return toast('激活失败', 'fail')
      toast('激活成功', 'success')
      return goTo('liveCourse', { courseId: live.courseId })
    }
    return enter(live, Date.now())
  }
  return (live: LiveLesson) => background(open(live))
}
