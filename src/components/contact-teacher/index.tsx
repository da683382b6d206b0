import { Dialog } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores/context'
import { DIALOG_CLOSE } from '../dialog-close'
import { PhoneLink } from '../phone-link'
import { SchoolImage } from '../school-image'
import './index.scss'

/** spec §1/§2: the contact-teacher dialog with the organisation's QR image and QQ. */
export const ContactTeacherDialog = observer(function ContactTeacherDialog({
  visible,
  onClose,
}: {
  visible: boolean
  onClose: () => void
}) {
  const { app } = useStores()
  const info = app.oemInfo
  return (
    <Dialog
      visible={visible}
      title="联系老师"
      footer={null}
      closeIcon={DIALOG_CLOSE}
      onClose={onClose}
      onCancel={onClose}
    >
      {info && (
        <View className="contact-teacher">
          {info.weixin_url && (
            <View className="contact-teacher__qr">
              <SchoolImage
                src={info.weixin_url}
                alt={info.weixin_title || '老师微信二维码'}
                width={160}
                height={160}
                eager
                longPressMenu
              />
            </View>
          )}
          <View className="contact-teacher__tip">
            {info.weixin_title || '长按识别二维码，添加老师微信'}
          </View>
          {info.realname && <View className="contact-teacher__row">班主任：{info.realname}</View>}
          {info.qq && <View className="contact-teacher__row">老师QQ：{info.qq}</View>}
          {info.mobile && (
            <View className="contact-teacher__row">
              咨询热线：
              <PhoneLink className="contact-teacher__tel" number={info.mobile} />
            </View>
          )}
        </View>
      )}
    </Dialog>
  )
})
