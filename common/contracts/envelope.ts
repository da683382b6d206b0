import { Type, type Static, type TSchema } from 'typebox'

/** The answer of every call (spec §7) with `result` of the given shape. */
export function envelope<T extends TSchema>(result: T) {
  return Type.Object({ code: Type.Integer(), message: Type.String(), result })
}

/** A failed call: a non-200 code, a message for people, no result. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  result: Type.Null(),
})

/** The error statuses every route may answer with. */
export const ERROR_RESPONSES = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
}

/** Every answer of the API (spec §7): code 200 is success. */
export type Envelope<T> = Omit<Static<ReturnType<typeof envelope>>, 'result'> & { result: T }
