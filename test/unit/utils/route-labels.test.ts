import { examName, freeListTitle, orderTypeName } from '@/utils/route-labels'

describe('route labels', () => {
  it('names the free lists (spec §2)', () => {
    expect(freeListTitle('0')).toBe('复习资料')
    expect(freeListTitle('1')).toBe('免费视频')
    expect(freeListTitle('9')).toBe('免费资料')
  })

  it('names the exams by id (spec §3)', () => {
    expect(examName('5617')).toBe('初级会计职称')
    expect(examName('216')).toBe('中级会计职称')
    expect(examName('7652')).toBe('注册会计师')
    expect(examName('8190')).toBe('税务师')
    expect(examName('1')).toBe('考试 1')
  })

  it('names the order types', () => {
    expect(orderTypeName('classroom')).toBe('班级')
    expect(orderTypeName(undefined)).toBeUndefined()
  })
})
