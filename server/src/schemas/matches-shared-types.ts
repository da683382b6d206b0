import type { Static } from 'typebox'
import type { Banner, TrainInfo, UserInfo } from '../../../types/api'
import type { BannerSchema, TrainInfoSchema } from './organisation'
import type { UserInfoSchema } from './user'

// The TypeBox schemas validate and serialise what types/api.ts promises the app: a compile
// error here means the two have drifted apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T

export type SchemasMatchSharedTypes = [
  Assert<Same<Static<typeof TrainInfoSchema>, TrainInfo>>,
  Assert<Same<Static<typeof BannerSchema>, Banner>>,
  Assert<Same<Static<typeof UserInfoSchema>, UserInfo>>,
]
