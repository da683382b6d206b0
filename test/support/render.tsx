import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createApi } from '@/services/api'
import { createHttp, type TransportRequest, type TransportResponse } from '@/services/http'
import { createMemoryStorage } from '@/services/storage'
import { StoreProvider } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { fakeTransport } from './fake-transport'

/** Renders a component inside a RootStore whose API answers from `answer`. */
export function renderWithStores(
  ui: ReactElement,
  answer: (request: TransportRequest) => TransportResponse | Promise<TransportResponse>,
  /** Prepares the stores (stored values…) before the first render. */
  before?: (root: RootStore) => void,
) {
  const transport = fakeTransport(answer)
  const http = createHttp({ transport, handlers: { log: () => undefined } })
  const root = new RootStore({
    api: createApi(http),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
  })
  before?.(root)
  const view = render(<StoreProvider value={root}>{ui}</StoreProvider>)
  return { ...view, root, transport }
}

/**
 * Types into the field with this placeholder as the browser reports it: an input event on a
 * native input, or, for Taro's web-component textarea, an input event carrying detail.value.
 */
export function typeInto(placeholder: string, value: string) {
  const field = document.querySelector(`[placeholder="${placeholder}"]`)
  if (!field) throw new Error(`no input with placeholder ${placeholder}`)
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    fireEvent.input(field, { target: { value } })
  } else {
    fireEvent(field, new CustomEvent('input', { detail: { value }, bubbles: true }))
  }
}

/** Ticks the 用户协议/隐私政策 consent of a login or register form. */
export function agreeToTerms(index = 0) {
  fireEvent.click(screen.getAllByRole('checkbox', { name: '同意用户协议和隐私政策' })[index])
}
