import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { INTRO_STEPS } from '@common/constants/bank-home'

interface BankIntroProps {
  onFinish: () => void
}

/** spec §2: the one-time guided intro: 知道了 (skip), 上一步, 下一步, 关闭 (done). */
export function BankIntro({ onFinish }: BankIntroProps) {
  const [step, setStep] = useState(0)
  const last = step === INTRO_STEPS.length - 1
  const { title, text } = INTRO_STEPS[step]
  return (
    <View className="bank-intro" role="dialog" aria-modal="true" aria-label="题库使用引导">
      <View className="bank-intro__card">
        <View className="bank-intro__step">
          {step + 1}/{INTRO_STEPS.length}
        </View>
        <View className="bank-intro__title">{title}</View>
        <View className="bank-intro__text">{text}</View>
        <View className="bank-intro__actions">
          <Button size="small" fill="none" onClick={onFinish}>
            知道了
          </Button>
          {step > 0 ? (
            <Button size="small" fill="outline" onClick={() => setStep(step - 1)}>
              上一步
            </Button>
          ) : null}
          {last ? (
            <Button size="small" type="primary" onClick={onFinish}>
              关闭
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={() => setStep(step + 1)}>
              下一步
            </Button>
          )}
        </View>
      </View>
    </View>
  )
}
