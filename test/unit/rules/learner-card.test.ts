import {
  examCountdownText,
  examDateButtonLabel,
  learnerCardName,
  maskMobile,
  signInLabel,
} from '@common/rules/learner-card'

describe('the learner card rules', () => {
  it('masks the middle of a mobile number and leaves anything else', () => {
    expect(maskMobile('13812345678')).toBe('138****5678')
    expect(maskMobile('')).toBe('')
    expect(maskMobile('12345')).toBe('12345')
  })

  it('names the learner by nickname, else real name, else masked number', () => {
    expect(learnerCardName('小会', '王芳', '13812345678')).toBe('小会')
    expect(learnerCardName('', '王芳', '13812345678')).toBe('王芳')
    expect(learnerCardName('', undefined, '13812345678')).toBe('138****5678')
    expect(learnerCardName('', '', '13812345678')).toBe('138****5678')
  })

  it('words the exam countdown', () => {
    expect(examCountdownText(null)).toBe('设置考试日期，开启倒计时')
    expect(examCountdownText(0)).toBe('今天考试，加油！')
    expect(examCountdownText(-3)).toBe('考试已结束，设置新的考试日期')
    expect(examCountdownText(1)).toBe('距离考试还有 1 天')
    expect(examCountdownText(152)).toBe('距离考试还有 152 天')
  })

  it('words the sign-in and exam-date buttons by their state', () => {
    expect(signInLabel(false)).toBe('签到')
    expect(signInLabel(true)).toBe('今日已签到')
    expect(examDateButtonLabel(null)).toBe('设置考试日期')
    expect(examDateButtonLabel('2027-05-15')).toBe('修改考试日期')
  })
})
