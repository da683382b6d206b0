import { Type, type Static } from 'typebox'
import { HOME_NAV_ICONS, HOME_NAV_MAX_ENTRIES, type HomeNavIcon } from '../constants/home-nav'
import { HOME_CARD_LIMIT } from '../rules/price'
import { PositiveId } from './catalogue'
import { envelope } from './envelope'

/** One of the icons by name (a union of literals built from the list, typed as the names). */
const NavIcon = Type.Unsafe<HomeNavIcon>(
  Type.Union((Object.keys(HOME_NAV_ICONS) as HomeNavIcon[]).map((icon) => Type.Literal(icon))),
)

/** An entry of the home navigation: its label, icon and where a tap goes. */
export const HomeNavEntrySchema = Type.Object({
  /** At most HOME_NAV_LABEL_MAX characters once trimmed (the server says so). */
  label: Type.String({ maxLength: 20 }),
  icon: NavIcon,
  /** A page of the app (`/course`, `/home/list/0`) or an https address. */
  url: Type.String({ maxLength: 300 }),
})
export type HomeNavEntry = Static<typeof HomeNavEntrySchema>
export const HomeNavEnvelope = envelope(Type.Array(HomeNavEntrySchema))

export const HomeNavBody = Type.Object({
  entries: Type.Array(HomeNavEntrySchema, { minItems: 1, maxItems: HOME_NAV_MAX_ENTRIES }),
})
export type HomeNavInput = Static<typeof HomeNavBody>

const CourseRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** A draft is not shown to learners even when recommended. */
  published: Type.Boolean(),
})

/** An exam's home course section as the console arranges it. */
export const HomeRecommendationSchema = Type.Object({
  examId: Type.Integer(),
  examName: Type.String(),
  /** Recommended first, in order. */
  courses: Type.Array(CourseRef),
  /** Every course of the exam, to choose from. */
  candidates: Type.Array(CourseRef),
})
export type HomeRecommendation = Static<typeof HomeRecommendationSchema>
export const HomeRecommendationListEnvelope = envelope(Type.Array(HomeRecommendationSchema))
export const HomeRecommendationEnvelope = envelope(HomeRecommendationSchema)

export const HomeRecommendationBody = Type.Object({
  courseIds: Type.Array(PositiveId, { maxItems: HOME_CARD_LIMIT }),
})
export type HomeRecommendationInput = Static<typeof HomeRecommendationBody>
