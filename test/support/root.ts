import { createApi } from '@/services/api'
import { createHttp, type HttpHandlers } from '@/services/http'
import { createMemoryStorage } from '@/services/storage'
import { RootStore } from '@/stores/root-store'
import { fakeTransport } from './fake-transport'

/** A RootStore whose API answers from `answer`, with memory storages; the requests are kept. */
export function buildRoot(
  answer: Parameters<typeof fakeTransport>[0],
  options: { preloaded?: Map<string, unknown>; handlers?: HttpHandlers } = {},
) {
  const transport = fakeTransport(answer)
  const http = createHttp({
    transport,
    handlers: { log: () => undefined, ...options.handlers },
    preloaded: options.preloaded,
  })
  const sessionStorage = createMemoryStorage()
  const localStorage = createMemoryStorage()
  const root = new RootStore({ api: createApi(http), sessionStorage, localStorage })
  return { root, transport, http, sessionStorage, localStorage }
}

/** Resolves after `answer` once released: for answers that must arrive late or in order. */
export function deferred<T>() {
  let release!: (value: T) => void
  const promise = new Promise<T>((resolve) => {
    release = resolve
  })
  return { promise, release }
}
