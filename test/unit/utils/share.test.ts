import { absoluteUrl, reportShareTitle, SCHOOL_SHARE_IMAGE, shareImageOf } from '@/utils/share'

describe('share cards', () => {
  it.each([
    ['/media/covers/course/12.svg', '/media/covers/course/12.png'],
    ['/media/covers/classroom/3.svg', '/media/covers/classroom/3.png'],
    ['/media/banners/junior.svg', SCHOOL_SHARE_IMAGE],
    ['https://cdn.example.com/a.svg', SCHOOL_SHARE_IMAGE],
    ['https://cdn.example.com/teacher.JPG', 'https://cdn.example.com/teacher.JPG'],
    ['/media/photo.png?v=2', '/media/photo.png?v=2'],
    ['', SCHOOL_SHARE_IMAGE],
    [undefined, SCHOOL_SHARE_IMAGE],
  ])('shows %s as %s (WeChat shows no SVG)', (image, expected) => {
    expect(shareImageOf(image)).toBe(expected)
  })

  it('makes paths absolute on the page origin and keeps full URLs', () => {
    expect(absoluteUrl('/study/course/1?a=1', 'https://h5.school.cn')).toBe(
      'https://h5.school.cn/study/course/1?a=1',
    )
    expect(absoluteUrl('https://cdn.school.cn/x.png', 'https://h5.school.cn')).toBe(
      'https://cdn.school.cn/x.png',
    )
  })

  it('titles a report with the paper and the score, to one decimal', () => {
    expect(reportShareTitle('初级会计实务模拟卷', 86)).toBe('我在初级会计实务模拟卷得了 86 分')
    expect(reportShareTitle('经济法押题卷', 72.25)).toBe('我在经济法押题卷得了 72.3 分')
  })
})
