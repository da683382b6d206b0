import {
  contentTitleError,
  coursePriceError,
  linkError,
  publishCourseError,
  publishLessonError,
} from '@common/rules/course-content'

describe('course content rules', () => {
  it('asks for a title of at most 60 characters', () => {
    expect(contentTitleError('  ', '课程')).toBe('请填写课程名称')
    expect(contentTitleError('第一章 总论', '章节')).toBeNull()
    expect(contentTitleError('课'.repeat(61), '课时')).toBe('课时名称不能超过 60 个字')
    expect(contentTitleError('课'.repeat(60), '课时')).toBeNull()
  })

  it('keeps the discount price at most the list price, in whole fen', () => {
    expect(coursePriceError(39900, 29900)).toBeNull()
    expect(coursePriceError(0, 0)).toBeNull()
    expect(coursePriceError(29900, 39900)).toBe('优惠价不能高于原价')
    expect(coursePriceError(-1, 0)).toBe('价格不能为负数')
    expect(coursePriceError(100.5, 0)).toBe('价格须精确到分')
    expect(coursePriceError(10_000_001, 0)).toBe('价格超出范围')
  })

  it('publishes a course only with a published lesson that plays a video', () => {
    expect(publishCourseError([])).toBe('课程至少需要一个已上架且有视频的课时才能发布')
    expect(publishCourseError([{ published: true, hasVideo: false }])).not.toBeNull()
    expect(publishCourseError([{ published: false, hasVideo: true }])).not.toBeNull()
    expect(
      publishCourseError([
        { published: false, hasVideo: false },
        { published: true, hasVideo: true },
      ]),
    ).toBeNull()
  })

  it('publishes a lesson only with its video', () => {
    expect(publishLessonError(false)).toBe('请先上传视频再上架课时')
    expect(publishLessonError(true)).toBeNull()
  })
})

describe('where a banner leads', () => {
  it('takes a page of the app or an https address, nothing else', () => {
    expect(linkError('/study/course/12')).toBeNull()
    expect(linkError('https://www.example.com/a?b=1')).toBeNull()
    expect(linkError('')).toBe('请填写跳转地址')
    for (const bad of [
      '//evil.example.com',
      'javascript:alert(1)',
      'http://example.com',
      'study',
    ]) {
      expect(linkError(bad)).toBe('跳转地址须为站内页面（以 / 开头）或 https 网址')
    }
  })
})
