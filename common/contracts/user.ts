import { Type, type Static } from 'typebox'

export const UserInfoSchema = Type.Object({
  uid: Type.Integer(),
  mobile: Type.String(),
  name: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  qq: Type.String(),
  sex: Type.Integer(),
  birthday: Type.String(),
  birthyear: Type.String(),
  birthmonth: Type.String(),
})

/** spec §3 user info. */
export type UserInfo = Static<typeof UserInfoSchema>
