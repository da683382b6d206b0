import type { Envelope } from '@common/contracts/envelope'

/** A refused or failed console call: the server's code and its message for people. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Handler = (error: ApiError) => void
const handlers: { unauthorised?: Handler } = {}

/** What the console does when its session has ended (401): set once by the app. */
export function onUnauthorised(handler: Handler | undefined): void {
  handlers.unauthorised = handler
}

const NETWORK_FAILURE = '网络异常，请检查网络后重试'

/**
 * One call to the console's API (`/admin/api…`): JSON in, the `{code, message, result}`
 * envelope out; anything but code 200 is thrown as an ApiError with the server's message.
 * The session cookie (admin_sid, path /admin) goes with it on its own.
 */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const json = body === undefined ? undefined : JSON.stringify(body)
  return send<T>(method, path, json, json === undefined ? undefined : 'application/json')
}

/** A file as multipart/form-data (field `file`), the envelope out as `call` reads it. */
export function sendFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData()
  form.append('file', file)
  return send<T>('POST', path, form, undefined)
}

/** Raw bytes to the console's API (a video chunk), the envelope out as `call` reads it. */
export function sendBytes<T>(method: string, path: string, bytes: Blob): Promise<T> {
  return send<T>(method, path, bytes, 'application/octet-stream')
}

async function send<T>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  type: string | undefined,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/admin/api${path}`, {
      method,
      credentials: 'same-origin',
      // Marks the call as the console's own code, for the server's cross-site check.
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(type === undefined ? {} : { 'Content-Type': type }),
      },
      body,
    })
  } catch {
    throw new ApiError(0, NETWORK_FAILURE)
  }
  let answer: Envelope<T> | null = null
  try {
    answer = (await response.json()) as Envelope<T>
  } catch {
    answer = null
  }
  if (!answer || typeof answer.code !== 'number') {
    throw new ApiError(response.status, `服务器异常（${response.status}），请稍后再试`)
  }
  if (answer.code !== 200) {
    const error = new ApiError(answer.code, answer.message)
    if (answer.code === 401) handlers.unauthorised?.(error)
    throw error
  }
  return answer.result
}

/** A query string of the values that are set. */
export function query(values: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
