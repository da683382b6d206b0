import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useState } from 'react'

/** The steps of the guided intro: what each part of the bank home is for. */
export const INTRO_STEPS = [
  {
    title: '切换考试与科目',
    text: '顶部可切换考试类型，点击科目和年份可随时切换，题库会记住你的选择。',
  },
  { title: '做题进度', text: '登录后这里显示完成率、做题数和正确率，每做一道题都会更新。' },
  {
    title: '练习入口',
    text: '免费试做、模拟试卷、章节练习、知识点练习、押题卷、错题本和收藏都在这里。',
  },
  {
    title: '知识点推荐',
    text: '根据你的做题情况推荐知识点，薄弱环节一目了然，点“练习”针对性提高。',
  },
] as const

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
