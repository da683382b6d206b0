import { STORAGE_KEYS } from '@/constants/storage-keys'
import type { Transport } from './http'
import type { KeyValueStorage } from './storage'

/** The server's session cookie (server/src/plugins/app/session.ts). */
const SESSION_COOKIE = 'sid'

/** The session id a response's Set-Cookie sets: a value, '' when it ends, null when silent. */
export function sessionFromHeaders(headers: Record<string, string> | undefined): string | null {
  if (!headers) return null
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'set-cookie')
  if (!name) return null
  const found = new RegExp(`(?:^|[,;]\\s*)${SESSION_COOKIE}=([^;,]*)`).exec(String(headers[name]))
  return found ? decodeURIComponent(found[1]) : null
}

/**
 * The mini-program keeps no cookies: the session id the server sets in its cookie is kept on
 * the device and sent back in the `token` header (spec §7's token header), which the server
 * reads when there is no cookie. A cleared cookie (logout) clears it.
 */
export function keepingSessionToken(transport: Transport, storage: KeyValueStorage) {
  const send: Transport = async (request) => {
    const response = await transport(request)
    const session = sessionFromHeaders(response.headers)
    if (session) storage.set(STORAGE_KEYS.sessionToken, session)
    else if (session === '') storage.remove(STORAGE_KEYS.sessionToken)
    return response
  }
  return { transport: send, token: () => storage.get(STORAGE_KEYS.sessionToken) ?? undefined }
}
