import { Type } from 'typebox'

export const TrainInfoSchema = Type.Object({
  train_code: Type.String(),
  train_name: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  qq: Type.String(),
  weixin_url: Type.String(),
  weixin_title: Type.String(),
})

export const BannerSchema = Type.Object({
  url: Type.String(),
  imgurl: Type.String(),
  title: Type.String(),
})
