import { currentExamFirst, examOfCategory, withoutListedGoods } from '@common/rules/search'

describe('search rules', () => {
  it('finds the exam a category names, whatever else its name says', () => {
    expect(examOfCategory('初级职称 · 初级会计职称')).toBe(5617)
    expect(examOfCategory('中级职称 · 中级会计职称')).toBe(216)
    expect(examOfCategory('注册会计师 · CPA')).toBe(7652)
    expect(examOfCategory('税务师')).toBe(8190)
    expect(examOfCategory('公开课')).toBeNull()
    expect(examOfCategory(null)).toBeNull()
  })

  it('puts the current exam first and keeps each part in its order', () => {
    const items = [
      { id: 1, exams: [7652] },
      { id: 2, exams: [216] },
      { id: 3, exams: [] },
      { id: 4, exams: [216, 7652] },
    ]
    const ids = (examId: number | null) =>
      currentExamFirst(items, (item) => item.exams, examId).map((item) => item.id)
    expect(ids(216)).toEqual([2, 4, 1, 3])
    expect(ids(7652)).toEqual([1, 4, 2, 3])
    expect(ids(null)).toEqual([1, 2, 3, 4])
    expect(ids(8190)).toEqual([1, 2, 3, 4])
  })

  it('drops goods that sell a course or class room already found', () => {
    const goods = [
      { id: 10, type: 'course', refId: 1 },
      { id: 11, type: 'course', refId: 2 },
      { id: 12, type: 'classroom', refId: 1 },
      { id: 13, type: 'goods', refId: 1 },
    ]
    expect(
      withoutListedGoods(goods, { courseIds: [1], classroomIds: [1] }).map((item) => item.id),
    ).toEqual([11, 13])
  })
})
