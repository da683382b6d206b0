import { BANK_LOGIN_NOTICE, INTRO_STEPS } from '@common/constants/bank-home'
import { EXAMS } from '@common/constants/exams'
import { ROUTE_TABLE } from '@common/constants/routes'
import { tileCaption } from '@common/rules/bank'
import type { BankFirstView } from '../services/bank-first-view'
import { box, loginNoticeHtml, smallButton } from './markup'

/** Tiles whose count is the learner's own: unknown to the server's public view. */
const OWN_TILES = ['wrong', 'favourite']

/** The guided intro's first step, as a device that has not seen it gets it. */
function introHtml(): string {
  const [first] = INTRO_STEPS
  return (
    '<div class="bank-intro"><div class="bank-intro__card">' +
    box('bank-intro__step', `1/${INTRO_STEPS.length}`) +
    box('bank-intro__title', first.title) +
    box('bank-intro__text', first.text) +
    `<div class="bank-intro__actions">${smallButton('知道了', 'default-none')}${smallButton('下一步', 'primary')}</div>` +
    '</div></div>'
  )
}

/** BankStats while a learner's figures load. */
function loadingStatsHtml(): string {
  const item = (name: string) =>
    `<div class="bank-stats__item">${box('bank-stats__value', '…')}${box('bank-stats__name', name)}</div>`
  return `<div class="bank-stats">${item('完成率')}${item('做题数')}${item('正确率')}</div>`
}

/**
 * /test: the exam switch, the subject and year, the exam date, a visitor's login notice or a
 * learner's figures (still loading), the tiles, and the intro for a device that has not seen it.
 */
export function bankHomeHtml(view: BankFirstView, learner: boolean): string {
  const { examId, subject } = view
  const exams = EXAMS.map((exam) =>
    box(`bank-exams__item${exam.id === examId ? ' bank-exams__item--active' : ''}`, exam.name),
  )
  const choice = (label: string, value: string) =>
    `<div class="bank-choice">${box('bank-choice__label', label)}${box('bank-choice__value', value)}</div>`
  const tiles = view.tiles.map((tile) => {
    const caption = learner && OWN_TILES.includes(tile.key) ? '…' : tileCaption(tile)
    return (
      `<div class="bank-tiles__item bank-tiles__item--${tile.key}${tile.open ? '' : ' bank-tiles__item--closed'}">` +
      `${box('bank-tiles__title', tile.title)}${box('bank-tiles__caption', caption)}</div>`
    )
  })
  return (
    '<div class="bank-home">' +
    `<div class="bank-exams">${exams.join('')}</div>` +
    `<div class="bank-home__choices">${choice('科目', subject.name)}${choice('年份', `${subject.year}年`)}</div>` +
    box(
      'bank-home__exam-date',
      `${subject.year}年考试日期：${subject.examDate} · 题库更新 ${subject.updateNum} 次`,
    ) +
    (learner ? loadingStatsHtml() : loginNoticeHtml(BANK_LOGIN_NOTICE, ROUTE_TABLE.test.path)) +
    `<div class="bank-tiles">${tiles.join('')}</div>` +
    (view.introSeen ? '' : introHtml()) +
    '</div>'
  )
}
