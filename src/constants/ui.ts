/** spec §9 display constants, each used where the spec says. */

/** Toasts: 2000 ms, 7.6em wide (components/feedback-host/index.scss). */
export const TOAST_MS = 2000
/** A toast an input raises while the learner types (a length limit reached): 600 ms. */
export const INPUT_TOAST_MS = 600
/** Notices (the live-start notice of spec §4): 2000 ms. */
export const NOTICE_MS = 2000

/** The home carousel: autoplay every 3000 ms, a 50 px swipe before it moves, 300 ms slides. */
export const SWIPER = { interval: 3000, threshold: 50, duration: 300, height: 180 } as const

/** A tab bar with more tabs than this scrolls; up to this many share its width. */
export const TAB_SCROLL_THRESHOLD = 4

/** How long a success message stays before the page moves on (a save, an activation). */
export const PROCEED_AFTER_MS = 800
