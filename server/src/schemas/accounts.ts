import { Type } from 'typebox'
import { envelope } from './envelope'
import { UserInfoSchema } from './user'

/** Form fields arrive as strings; lengths are capped before any rule runs. */
export const Mobile = Type.String({ maxLength: 11 })
export const Code = Type.String({ maxLength: 6 })
export const Password = Type.String({ maxLength: 16 })

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
