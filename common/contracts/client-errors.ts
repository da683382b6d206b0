import { Type, type Static } from 'typebox'

/** What went wrong in the app, as the client error report names it. */
export const ClientErrorKindSchema = Type.Union([
  Type.Literal('server'),
  Type.Literal('render'),
  Type.Literal('unhandled-rejection'),
  Type.Literal('script'),
])

/**
 * POST /api/client/errors (form-encoded): a failure the app met, for the school's operators.
 * No personal data: no user, no query strings, no request bodies, mobile numbers masked.
 */
export const ClientErrorReportSchema = Type.Object({
  kind: ClientErrorKindSchema,
  /** The page's path, without its query. */
  route: Type.String({ maxLength: 300 }),
  /** The API path of a failed call, without its query. */
  call: Type.Optional(Type.String({ maxLength: 300 })),
  /** HTTP status or envelope code of a failed call. */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  message: Type.String({ maxLength: 1000 }),
  appVersion: Type.String({ maxLength: 40 }),
  userAgent: Type.String({ maxLength: 500 }),
})

export type ClientErrorKind = Static<typeof ClientErrorKindSchema>

export type ClientErrorReport = Static<typeof ClientErrorReportSchema>
