import { ROUTE_TABLE } from '@common/constants/routes'
import { USER_LOGIN_NOTICE, USER_MENU } from '@common/constants/user-menu'
import {
  examCountdownText,
  examDateButtonLabel,
  maskMobile,
  signInLabel,
} from '@common/rules/learner-card'
import type { LearnerCard } from '../services/user-summary'
import { arrowRightIcon } from './icons'
import { box, imageHtml, loginNoticeHtml, smallButton, text } from './markup'

/** A Taro Text: a span of the given class. */
function span(className: string, content: string | number): string {
  return `<span class="taro-text ${className}">${text(content)}</span>`
}

/** UserHeader (src/components/user-header) as the app draws it for this learner. */
function learnerCardHtml({ summary, name }: LearnerCard): string {
  const avatar = summary.avatar
    ? imageHtml(summary.avatar, '', 52, 52, false)
    : text(name.slice(0, 1))
  const who =
    '<div class="user-header__who">' +
    `<div aria-hidden="true" class="user-header__avatar">${avatar}</div>` +
    `<div class="user-header__names">${span('user-header__name', name)}` +
    (summary.mobile ? span('user-header__mobile', maskMobile(summary.mobile)) : '') +
    '</div>' +
    smallButton(
      signInLabel(summary.signedToday),
      summary.signedToday ? 'default-outline' : 'default',
      'user-header__sign',
    ) +
    '</div>'
  const points =
    `<a href="${text(ROUTE_TABLE.userPoints.path)}" aria-label="我的积分 ${summary.points}" class="user-header__points">` +
    span('user-header__points-value', summary.points) +
    span('user-header__points-label', '积分') +
    (summary.streak > 0 ? span('user-header__streak', `已连续签到 ${summary.streak} 天`) : '') +
    '</a>'
  const exam =
    '<div class="user-header__exam">' +
    `<div role="timer" aria-label="考试倒计时" class="user-header__countdown">${text(examCountdownText(summary.daysLeft))}` +
    (summary.examDate ? span('user-header__exam-date', `考试日期 ${summary.examDate}`) : '') +
    '</div>' +
    smallButton(
      examDateButtonLabel(summary.examDate),
      'default-outline',
      'user-header__exam-button',
    ) +
    // The date picker's empty box: the row's gap goes after the button too.
    '<div class="nut-datepicker"></div></div>'
  return `<div class="user-header">${who}${points}${exam}</div>`
}

/**
 * /user: a visitor's login notice, or the learner's own card (their card unread: its place
 * kept empty), over the menu, which is the same for everyone.
 */
export function userCentreHtml(learner: boolean, card?: LearnerCard | null): string {
  const account = card
    ? learnerCardHtml(card)
    : learner
      ? '<div class="user__placeholder"></div>'
      : loginNoticeHtml(USER_LOGIN_NOTICE, ROUTE_TABLE.user.path)
  const items = USER_MENU.map(
    ({ to, label }) =>
      `<div role="listitem"><a href="${text(ROUTE_TABLE[to].path)}" class="menu-list__item">` +
      `${box('menu-list__label', label)}${arrowRightIcon(12)}</a></div>`,
  )
  // The list's roles draw the lines between its items (menu-list's stylesheet).
  return `${account}<div class="menu-list" role="list">${items.join('')}</div>`
}
