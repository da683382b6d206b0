import { Type } from 'typebox'
import { LIMITS } from '../../../src/utils/validation'
import { envelope } from './envelope'
import { UserInfoSchema } from './user'

/** Form fields arrive as strings; lengths are capped before any rule runs. */
export const Mobile = Type.String({ maxLength: LIMITS.mobileMax })
export const Code = Type.String({ maxLength: LIMITS.codeMax })
export const Password = Type.String({ maxLength: LIMITS.passwordMax })

export const MobileBody = Type.Object({ mobile: Mobile })
export const MobileCodeBody = Type.Object({ mobile: Mobile, code: Code })

export const LoginResultEnvelope = envelope(Type.Object({ user: UserInfoSchema }))
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
