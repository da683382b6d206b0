import { Image, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageLayout } from '@/components/page-layout'
import { useStores } from '@/stores/context'
import './index.scss'

/** /user/about: the school and how to reach it (spec §3 oemInfo). */
export default observer(function UserAboutPage() {
  const { app } = useStores()
  const info = app.oemInfo
  return (
    <PageLayout route="userAbout">
      {info && (
        <View className="about">
          <View className="about__name">{info.train_name}</View>
          <View className="about__intro">
            专注初级会计职称、中级会计职称、注册会计师与税务师考试辅导，提供录播课程、直播课堂、班级辅导与智能题库。
          </View>
          <View className="about__rows">
            {info.realname && <View className="about__row">班主任：{info.realname}</View>}
            {info.mobile && <View className="about__row">咨询热线：{info.mobile}</View>}
            {info.qq && <View className="about__row">客服QQ：{info.qq}</View>}
          </View>
          {info.weixin_url && (
            <View className="about__qr">
              <Image
                src={info.weixin_url}
                className="about__qr-image"
                imgProps={{ alt: info.weixin_title || '微信二维码', width: 160, height: 160 }}
              />
              <View className="about__qr-title">{info.weixin_title}</View>
            </View>
          )}
        </View>
      )}
    </PageLayout>
  )
})
