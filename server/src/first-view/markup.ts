import { FIRST_VIEW_ID } from '@common/constants/first-view'
import { homeIcon } from './icons'

/** Text and attribute values escaped for HTML. */
export function text(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * A path of this site or an http(s) address. Backslashes, spaces and control characters
 * are refused anywhere: browsers drop or turn them into slashes, so "/\\evil.example" would
 * leave the site.
 */
export function isLinkable(address: string): boolean {
  const control = Array.from(address).some((c) => c < ' ' || c === '\u007f')
  return !control && !/[\s\\]/.test(address) && /^(https?:\/\/[^/]|\/(?!\/))/i.test(address)
}

/** A real link where the address is one the app would open; a plain box otherwise. */
export function linkHtml(address: string, label: string, className: string, inner: string): string {
  const classes = className ? ` class="${className}"` : ''
  return isLinkable(address)
    ? `<a${classes} aria-label="${text(label)}" href="${text(address)}">${inner}</a>`
    : `<div${classes}>${inner}</div>`
}

/** SchoolImage's markup; `lead`: among the largest paints of the page, fetched first. */
export function imageHtml(
  src: string,
  alt: string,
  width: number,
  height: number,
  lead: boolean,
  extra = '',
): string {
  return (
    `<div class="taro-img school-image ${extra}" style="aspect-ratio: ${width} / ${height};">` +
    `<img class="taro-img__mode-aspectfill" src="${text(src)}" alt="${text(alt)}" ` +
    `width="${width}" height="${height}"${lead ? ' fetchpriority="high"' : ''}></div>`
  )
}

/** A box of the given class holding escaped text. */
export function box(className: string, content: string | number): string {
  return `<div class="${className}">${text(content)}</div>`
}

/** The first view's own element around a page's layout. */
function view(layout: string): string {
  return `<div id="${FIRST_VIEW_ID}">${layout}</div>`
}

/** A tab page (PageLayout on a tab route): its title as plain text, then its body. */
export function tabbedPage(title: string, body: string): string {
  // Plain text, not a heading: the page's own title is the one heading of the page.
  return view(
    '<div class="page-layout page-layout--tabbed">' +
      `${box('page-layout__tab-title', title)}<div class="page-layout__body">${body}</div></div>`,
  )
}

/** Any other page: PageHeader (a fresh load's back link leads home) and the body. */
export function headedPage(title: string, body: string): string {
  return view(
    '<div class="page-layout page-layout--headed"><div class="page-header">' +
      `<a href="/home" aria-label="返回首页" class="page-header__back">${homeIcon(20)}</a>` +
      `${box('page-header__title', title)}<div class="page-header__side"></div></div>` +
      `<div class="page-layout__body">${body}</div></div>`,
  )
}

/** LoginNoticePanel: why to log in, and the link to /login that comes back here. */
export function loginNoticeHtml(notice: string, returnUrl: string): string {
  const href = `/login?returnurl=${encodeURIComponent(returnUrl)}`
  return (
    `<div class="login-notice">${box('login-notice__text', notice)}` +
    `<a href="${text(href)}" class="login-notice__link">登录 / 注册</a></div>`
  )
}

/** The NutUI Button kinds the first views draw, as NutUI writes their classes. */
const BUTTON_KINDS = {
  primary: ['nut-button-primary nut-button-primary-solid', 'nut-button-primary-children '],
  default: ['nut-button-default', 'nut-button-default-children '],
  'default-outline': [
    'nut-button-default nut-button-outline nut-button-default-outline',
    'nut-button-default-children nut-button-default-outline',
  ],
  'default-none': [
    'nut-button-default nut-button-none nut-button-default-none',
    'nut-button-default-children nut-button-default-none',
  ],
} as const

/** NutUI's small round Button (as Taro renders it on H5), not yet able to act. */
export function smallButton(label: string, kind: keyof typeof BUTTON_KINDS, extra = ''): string {
  const [classes, children] = BUTTON_KINDS[kind]
  return (
    `<div class="nut-button ${classes} nut-button-small nut-button-round nut-button-round-small ${extra ? `${extra} ` : ''}taro-button-core taro-btn-default">` +
    `<div class="nut-button-wrap"><div class="nut-button-children nut-button-small-children ${children}">${text(label)}</div></div></div>`
  )
}
