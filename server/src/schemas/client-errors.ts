import { Type } from 'typebox'

/** POST /api/client/errors: what the app reports (types/api.ts ClientErrorReport). */
export const ClientErrorReportSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('server'),
    Type.Literal('render'),
    Type.Literal('unhandled-rejection'),
    Type.Literal('script'),
  ]),
  route: Type.String({ maxLength: 300 }),
  call: Type.Optional(Type.String({ maxLength: 300 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  message: Type.String({ maxLength: 1000 }),
  appVersion: Type.String({ maxLength: 40 }),
  userAgent: Type.String({ maxLength: 500 }),
})
