import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { renderHook } from '@testing-library/react'
import { type PageShare, useShareCard } from '@/components/share-card/index.weapp'

jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useShareAppMessage: jest.fn(),
  useShareTimeline: jest.fn(),
}))

type Answer = () => Record<string, unknown>
const lastAnswer = (hook: unknown): Answer => {
  const calls = jest.mocked(hook as jest.Mock).mock.calls
  return calls[calls.length - 1][0] as Answer
}

describe("the mini-program's share card", () => {
  const base = process.env.TARO_APP_API_BASE
  beforeEach(() => {
    process.env.TARO_APP_API_BASE = 'https://m.school.example.com'
  })
  afterEach(() => {
    process.env.TARO_APP_API_BASE = base
  })

  it('answers onShareAppMessage and onShareTimeline with the page’s card as it is then', () => {
    const { rerender } = renderHook((share: PageShare | null) => useShareCard(share), {
      initialProps: null as PageShare | null,
    })
    expect(lastAnswer(useShareAppMessage)()).toEqual({})
    rerender({
      title: '2026 初级会计实务 精讲班',
      desc: '名师精讲',
      path: '/pages/study/course/index?courseId=3',
      image: '/media/covers/course/3.svg',
    })
    expect(lastAnswer(useShareAppMessage)()).toEqual({
      title: '2026 初级会计实务 精讲班',
      path: '/pages/study/course/index?courseId=3',
      imageUrl: 'https://m.school.example.com/media/covers/course/3.png',
    })
    expect(lastAnswer(useShareTimeline)()).toEqual({
      title: '2026 初级会计实务 精讲班',
      query: 'courseId=3',
      imageUrl: 'https://m.school.example.com/media/covers/course/3.png',
    })
  })
})
