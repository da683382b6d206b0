/**
 * NutUI's Button is Taro's button, which H5 renders as a div without a role: spread on a
 * Button, this gives it the button role for screen readers (NutUI passes it on to the div,
 * though its props type does not list it).
 */
export const BUTTON_ROLE = { role: 'button' } as const

/**
 * A View that acts as a button or tab: in the tab order so keyboard users reach it. Taro's
 * ViewProps does not list tabIndex; H5 passes it on to the element.
 */
export const FOCUSABLE = { tabIndex: 0 } as Record<string, unknown>

/**
 * Lets a focusable View act on Enter and Space as a button does (spread beside FOCUSABLE).
 * Taro's ViewProps does not list onKeyDown; H5 passes it on to the element.
 */
export function keyActivation(action: () => void): Record<string, unknown> {
  return {
    onKeyDown: (event: { key: string; preventDefault?: () => void }) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault?.()
      action()
    },
  }
}

/**
 * Tells screen readers a NutUI Button is disabled (its div gets no disabled attribute); spread
 * beside BUTTON_ROLE, as its props type does not list aria attributes.
 */
export function ariaDisabled(disabled: boolean): Record<string, unknown> {
  return { 'aria-disabled': disabled }
}
