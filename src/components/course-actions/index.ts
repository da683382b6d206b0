import type { LessonListItem } from '@common/contracts/study'
import { PROCEED_AFTER_MS } from '@/constants/ui'
import { goTo, replaceWith } from '@/services/navigation'
import { background, confirm, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import { lessonAction, validityText, type StudyAction } from '@common/rules/course-access'
import { resumeLesson } from '@/utils/lessons'
import { isFree } from '@common/rules/price'
import type { Offer } from '../login-dialogs'

/** spec §2 free-join dialog, for a course or a class room. */
export function freeJoinDialog(what: 'course' | 'classroom') {
  return {
    title: '免费加入',
    content:
      what === 'course'
        ? '加入后即可免费学习本课程的全部课时。'
        : '加入后即可免费学习本班级的全部课程。',
    confirmText: '立即加入',
    cancelText: '再看看',
  }
}

/** spec §2 activation dialog's body for a live's course (the course page names the validity). */
export const LIVE_ACTIVATION_TEXT = '激活后即可观看本课程的直播，同时开始计算剩余有效期。'

/** spec §2 activation dialog. */
export const ACTIVATION_DIALOG = {
  title: '是否激活',
  cancelText: '暂不激活',
  confirmText: '立即激活',
} as const

/** A course, class room or goods as the register/buy dialog names it. */
export function courseOffer(
  info: { title: string; discountPrice: number } | null | undefined,
): Offer {
  if (!info) return { free: false, title: '', price: null }
  return { free: isFree(info.discountPrice), title: info.title, price: info.discountPrice }
}

/**
 * A live's course as the dialog names it: the course sold by the goods listed for it, at the
 * cheapest of them (起 when there are several), and the live the tap was for.
 */
export function liveOffer(
  live: { courseTitle: string; lessonTitle: string },
  goods: readonly { discountPrice: number }[] | undefined,
): Offer {
  const prices = (goods ?? []).map((item) => item.discountPrice)
  return {
    free: false,
    title: live.courseTitle,
    detail: live.lessonTitle ? `直播：${live.lessonTitle}` : undefined,
    price: prices.length > 0 ? Math.min(...prices) : null,
    priceFrom: new Set(prices).size > 1,
  }
}

/**
 * What tapping a lesson or the buy footer does, from the learner's access (spec §4): play,
 * the activation dialog, the free-join dialog, buying (with the class room it came from), or
 * for a visitor the register/buy dialog naming the course, after which the tapped lesson goes on.
 */
export function useCourseActions(
  classId: number | undefined,
  {
    replace = false,
    askLogin,
    watch,
  }: {
    replace?: boolean
    /** What access 1 opens instead of a recorded lesson (the live course page: the live). */
    watch?: () => void
    /** The register/buy dialog for a visitor (spec §4). */
    askLogin: (offer: Offer, then: () => void) => void
  },
) {
  const { course } = useStores()

  /** From the player, another lesson replaces the current one instead of stacking up. */
  const play = (lesson: LessonListItem | undefined) => {
    if (watch) return watch()
    if (!lesson || course.courseId === null) return
    const open = replace ? replaceWith : goTo
    open('studyLesson', { courseId: course.courseId, lessonId: lesson.id })
  }

  const activate = async (then: () => void) => {
    const validity = validityText(course.accessResult.validityDays, null)
    const yes = await confirm({
      ...ACTIVATION_DIALOG,
      content: `激活后即可开始学习本课程，同时开始计算剩余有效期（${validity.replace('（激活后开始计算）', '')}）。`,
    })
    if (!yes) return
    if (await course.activate()) {
      toast('激活成功', 'success')
      background(course.refresh())
      setTimeout(then, PROCEED_AFTER_MS)
    } else {
      // spec §4 shows 激活失败 in a success-style message; a failure icon says it truthfully.
      toast('激活失败', 'fail')
    }
  }

  const join = async () => {
    const yes = await confirm(freeJoinDialog('course'))
    if (!yes) return
    toast((await course.freeJoin()) ? '加入成功' : '加入失败', undefined)
  }

  const perform = (action: StudyAction, lesson?: LessonListItem) => {
    const target = lesson ?? resumeLesson(course.lessonLists)
    switch (action) {
      case 'play':
        return play(target)
      case 'activate':
        return background(activate(() => play(target)))
      case 'join':
        return background(join())
      case 'buy':
        if (course.courseId === null) return
        return goTo(
          'confirmOrder',
          { id: course.courseId, type: 'course' },
          classId ? { class: classId } : {},
        )
      case 'login':
        // Logged in by the dialog: the tap goes on from the learner's fresh access.
        return askLogin(courseOffer(course.courseInfo), () =>
          background(
            course.refresh().then(() => {
              if (course.action !== 'login') perform(course.action, lesson)
            }),
          ),
        )
    }
  }

  return {
    /** A tap on a lesson row: unpublished lessons say 敬请期待 and do nothing else. */
    openLesson: (lesson: LessonListItem) => {
      if (lesson.status === 'unpublished') return toast('敬请期待')
      // A live row opens the live, whose page applies the live rules (spec §4).
      if (lesson.type === 'live' && course.courseId !== null) {
        return goTo('liveCourse', { courseId: course.courseId }, { live: lesson.id })
      }
      if (lesson.type !== 'lesson') return
      perform(lessonAction(course.facts, lesson.free === 1), lesson)
    },
    /** The buy footer's button. */
    pressFooter: () => perform(course.action),
    /** What the course needs next (buy, activate…), then `lesson`: the open lesson's prompt. */
    unlock: (lesson: LessonListItem | undefined) => perform(course.action, lesson),
  }
}
