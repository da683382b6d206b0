/** An answer the API gives on purpose: the code goes to both the HTTP status and the envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 429 | 503,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ApiFailure'
  }
}

/** spec §8: what a visitor reads where a login is needed (401). */
export const NOT_LOGGED_IN = '您尚未登录，请登录！'

/** The envelope of a failure. */
export function failureBody(code: number, message: string) {
  return { code, message, result: null }
}

/** The envelope of a success. */
export function ok<T>(result: T, message = 'ok') {
  return { code: 200, message, result }
}

/** Turns the first error of a shared validation rule (common/rules/validation) into a 400. */
export function assertValid(error: string | null): void {
  if (error) throw new ApiFailure(400, error)
}
