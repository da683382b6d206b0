import { render } from '@testing-library/react'
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
) {
  const transport = fakeTransport(answer)
  const http = createHttp({ transport, handlers: { log: () => undefined } })
  const root = new RootStore({
    api: createApi(http),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
  })
  const view = render(<StoreProvider value={root}>{ui}</StoreProvider>)
  return { ...view, root, transport }
}
