import { ROUTE_TABLE } from '@common/constants/routes'
import { USER_LOGIN_NOTICE, USER_MENU } from '@common/constants/user-menu'
import { arrowRightIcon } from './icons'
import { box, loginNoticeHtml, text } from './markup'

/**
 * /user: a visitor's login notice, or a learner's header card still empty (their name and
 * numbers come with the page), over the menu, which is the same for everyone.
 */
export function userCentreHtml(learner: boolean): string {
  const account = learner
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
