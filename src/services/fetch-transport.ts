import type { Transport } from './http'

/**
 * The H5 transport: the browser's own fetch. Taro.request would bring a fetch polyfill, an
 * AbortController polyfill and JSONP into the first load, which every WeChat browser has no use for.
 */
export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    credentials: request.credentials,
  })
  const text = await response.text()
  return { status: response.status, data: parseJson(text) }
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
