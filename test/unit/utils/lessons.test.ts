import {
  groupIntoChapters,
  lessonStateText,
  playableLessons,
  resumeAt,
  resumeLesson,
} from '@/utils/lessons'
import { lessonItem } from '../../support/study-fixtures'

const item = lessonItem

describe('chapter grouping (spec §3 lesson list item)', () => {
  it('puts lessons before the first chapter in an untitled group and numbers lessons across chapters', () => {
    const intro = item({ lessonTitle: '课程导学' })
    const chapter1 = item({ type: 'chapter', title: '第一章 总论' })
    const l11 = item({ lessonTitle: '1.1 会计概念与目标' })
    const l12 = item({ lessonTitle: '1.2 会计基本假设' })
    const chapter2 = item({ type: 'chapter', title: '第二章 存货' })
    const l21 = item({ lessonTitle: '2.1 存货的确认' })
    const groups = groupIntoChapters([intro, chapter1, l11, l12, chapter2, l21])
    expect(groups.map((group) => group.chapter?.title ?? null)).toEqual([
      null,
      '第一章 总论',
      '第二章 存货',
    ])
    expect(groups.map((group) => group.lessons.map((lesson) => lesson.number))).toEqual([
      [1],
      [2, 3],
      [4],
    ])
    expect(groups[1].lessons[1].item).toBe(l12)
  })

  it('has no untitled group when the list starts with a chapter, and keeps an empty chapter', () => {
    const groups = groupIntoChapters([
      item({ type: 'chapter', title: '第一章' }),
      item({ type: 'chapter', title: '第二章' }),
      item({}),
    ])
    expect(groups).toHaveLength(2)
    expect(groups[0].lessons).toEqual([])
    expect(groupIntoChapters([])).toEqual([])
  })
})

describe('lesson play state and resume', () => {
  it('shows 敬请期待, 未学习, how far, or 已学完 once finished', () => {
    expect(lessonStateText(item({ status: 'unpublished' }))).toBe('敬请期待')
    expect(lessonStateText(item({ position: 0 }))).toBe('未学习')
    expect(lessonStateText(item({ position: 754, duration: 3754 }))).toBe('学习至 12分34秒')
    expect(lessonStateText(item({ position: 597, duration: 600, finished: true }))).toBe('已学完')
    // Rewatched from the start, it stays finished.
    expect(lessonStateText(item({ position: 20, duration: 600, finished: true }))).toBe('已学完')
    // A seek to the end is not watching it.
    expect(lessonStateText(item({ position: 597, duration: 600 }))).toBe('学习至 9分57秒')
  })

  it('resumes at the saved position, from the start when it was at the end or invalid', () => {
    expect(resumeAt(42, 600)).toBe(42)
    expect(resumeAt(598, 600)).toBe(0)
    expect(resumeAt(0, 600)).toBe(0)
    expect(resumeAt(Number.NaN, 600)).toBe(0)
    expect(resumeAt(42, 0)).toBe(42)
  })

  it('continues with the first lesson that has a position, else the first playable lesson', () => {
    const chapter = item({ type: 'chapter' })
    const soon = item({ status: 'unpublished' })
    const first = item({})
    const watched = item({ position: 30 })
    expect(playableLessons([chapter, soon, first, watched])).toEqual([first, watched])
    expect(resumeLesson([chapter, soon, first, watched])).toBe(watched)
    expect(resumeLesson([chapter, first])).toBe(first)
    expect(resumeLesson([chapter])).toBeUndefined()
  })
})
