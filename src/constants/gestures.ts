/** A swipe turns the question; these tell it from a scroll, a tap or a slow drag. */

/** A swipe moves at least this far sideways (px). */
export const SWIPE_MIN_DISTANCE = 60
/** …and more than this many times as far sideways as up or down, so that a scroll is not one. */
export const SWIPE_MIN_RATIO = 2
/** …within this time (ms): a slower drag is reading or selecting text. */
export const SWIPE_MAX_MS = 800
/** A touch starting inside these is not a swipe: fields, and whatever is marked no-swipe. */
export const NO_SWIPE_SELECTOR = 'input, textarea, .no-swipe'
