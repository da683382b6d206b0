import { Type, type Static } from 'typebox'
import { envelope } from './envelope'

/** A banner of the learners' home page (type mm), as the console edits it. */
export const ConsoleBannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Its picture: an uploaded image (`/media/images/…`) or one of the school's own. */
  image: Type.String(),
  /** Where a tap goes: a page of the app (`/study/course/12`) or an https address. */
  url: Type.String(),
  sort: Type.Integer(),
})
export type ConsoleBanner = Static<typeof ConsoleBannerSchema>
export const ConsoleBannerListEnvelope = envelope(Type.Array(ConsoleBannerSchema))
export const ConsoleBannerEnvelope = envelope(ConsoleBannerSchema)

export const BannerBody = Type.Object({
  title: Type.String({ maxLength: 60 }),
  image: Type.String({ maxLength: 200 }),
  url: Type.String({ maxLength: 300 }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
})
export type BannerInput = Static<typeof BannerBody>
export const BannerChangeBody = Type.Partial(BannerBody)
