import { wrongExitRuleText, wrongExitText } from '@/utils/wrong-book'

describe('the wrong-answer book’s exit rule in words', () => {
  it('says the rule of the learner’s setting', () => {
    expect(wrongExitRuleText(2)).toBe('答对2次后移出错题本')
    expect(wrongExitRuleText(1)).toBe('答对1次后移出错题本')
  })

  it('says how many more right answers take a question out', () => {
    expect(wrongExitText(0, 2)).toBe('连续答对2次后移出错题本')
    expect(wrongExitText(1, 3)).toBe('已连续答对1次，再答对2次移出错题本')
    expect(wrongExitText(2, 2)).toBe('已连续答对2次，已移出错题本')
    expect(wrongExitText(3, 1)).toBe('已连续答对3次，已移出错题本')
  })
})
