import { Type, type Static } from 'typebox'
import { FEEDBACK_LIMITS, LIMITS } from '@common/constants/limits'
import { envelope } from './envelope'
import { UserInfoSchema } from './user'

/** Form fields arrive as strings; lengths are capped before any rule runs. */
export const Mobile = Type.String({ maxLength: LIMITS.mobileMax })
export const Code = Type.String({ maxLength: LIMITS.codeMax })
export const Password = Type.String({ maxLength: LIMITS.passwordMax })

export const MobileBody = Type.Object({ mobile: Mobile })
/**
 * The 用户协议/隐私政策 version the learner ticked on a login or register form
 * (common/constants/consent.ts); absent from callers that show no such form.
 */
export const AgreeVersion = Type.Optional(Type.String({ maxLength: 20 }))

export const MobileCodeBody = Type.Object({ mobile: Mobile, code: Code })
/** A code login or code registration, with the consent given on its form. */
export const CodeLoginBody = Type.Object({ mobile: Mobile, code: Code, agreeVersion: AgreeVersion })

/**
 * The login and register answers: the user now logged in; `securityReset` (code logins) when
 * this login proved the number of an account made without proof, whose password was removed
 * and whose other sessions ended (services/accounts.ts).
 */
export const LoginResultSchema = Type.Object({
  user: UserInfoSchema,
  /**
   * An SMS login proved the number of an account made without proof: its password was removed
   * and its other sessions ended; the learner is asked to set a password again.
   */
  securityReset: Type.Optional(Type.Boolean()),
})
export const LoginResultEnvelope = envelope(LoginResultSchema)
export const NullEnvelope = envelope(Type.Null())

/** Result of GET /api/home/checklogin/ when logged in. */
export const CheckLoginResultSchema = Type.Object({ user: UserInfoSchema })

/** spec §3 user address. */
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

/** Result of GET /knew/home/user/profile: the user and the first stored address. */
export const ProfileResultSchema = Type.Object({
  user: UserInfoSchema,
  address: Type.Union([AddressSchema, Type.Null()]),
})

/** Keys of user info that POST /knew/home/User/info changes, one at a time (spec §3). */
export const EditableUserKeySchema = Type.Union([
  Type.Literal('name'),
  Type.Literal('nickname'),
  Type.Literal('email'),
  Type.Literal('qq'),
  Type.Literal('sex'),
  Type.Literal('birthday'),
])

export const UserInfoBody = Type.Object({
  key: EditableUserKeySchema,
  // The longest editable value is the email.
  value: Type.String({ maxLength: LIMITS.emailMax }),
})

/** What the address form posts (spec §2/§3). */
export const AddressBody = Type.Object({
  name: Type.String({ maxLength: 50 }),
  mobile: Type.String({ maxLength: 11 }),
  qq: Type.String({ maxLength: 20 }),
  province: Type.String({ maxLength: 50 }),
  city: Type.String({ maxLength: 50 }),
  district: Type.String({ maxLength: 50, default: '' }),
  detail: Type.String({ maxLength: 200 }),
})

/**
 * Feedback (POST /api/home/suggests/); the spec does not give the payload. Long enough to
 * answer an over-long text in words, not by schema.
 */
export const SuggestionBody = Type.Object({
  content: Type.String({ maxLength: FEEDBACK_LIMITS.maxChars * 10 }),
  contact: Type.Optional(Type.String({ maxLength: FEEDBACK_LIMITS.contactMax })),
})

export type CheckLoginResult = Static<typeof CheckLoginResultSchema>

export type UserAddress = Static<typeof AddressSchema>

export type LoginResult = Static<typeof LoginResultSchema>

export type ProfileResult = Static<typeof ProfileResultSchema>

export type EditableUserKey = Static<typeof EditableUserKeySchema>

export type AddressPayload = Static<typeof AddressBody>

export type SuggestionPayload = Static<typeof SuggestionBody>
