import { Type } from 'typebox'
import { LIMITS } from '@common/rules/validation'
import { envelope } from './envelope'
import { UserInfoSchema } from './user'

/** Form fields arrive as strings; lengths are capped before any rule runs. */
export const Mobile = Type.String({ maxLength: LIMITS.mobileMax })
export const Code = Type.String({ maxLength: LIMITS.codeMax })
export const Password = Type.String({ maxLength: LIMITS.passwordMax })

export const MobileBody = Type.Object({ mobile: Mobile })
export const MobileCodeBody = Type.Object({ mobile: Mobile, code: Code })

/**
 * The login and register answers: the user now logged in; `securityReset` (code logins) when
 * this login proved the number of an account made without proof, whose password was removed
 * and whose other sessions ended (services/accounts.ts).
 */
export const LoginResultSchema = Type.Object({
  user: UserInfoSchema,
  securityReset: Type.Optional(Type.Boolean()),
})
export const LoginResultEnvelope = envelope(LoginResultSchema)
export const NullEnvelope = envelope(Type.Null())

export const AddressSchema = Type.Object({
  name: Type.String(),
  mobile: Type.String(),
  qq: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  detail: Type.String(),
  address: Type.String(),
  default: Type.Integer(),
  tag: Type.String(),
})
