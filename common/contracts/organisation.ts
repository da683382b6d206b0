import { Type, type Static } from 'typebox'

export const TrainInfoSchema = Type.Object({
  train_code: Type.String(),
  train_name: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  qq: Type.String(),
  /** Address of the organisation's WeChat QR image. */
  weixin_url: Type.String(),
  weixin_title: Type.String(),
})

export const BannerSchema = Type.Object({
  url: Type.String(),
  imgurl: Type.String(),
  title: Type.String(),
})

/** The training organisation's contact and branding info (spec §3 oemInfo). */
export type TrainInfo = Static<typeof TrainInfoSchema>

/** spec §3 banner. */
export type Banner = Static<typeof BannerSchema>
