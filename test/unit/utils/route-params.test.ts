import { parseId, safeReturnUrl } from '@/utils/route-params'
import { examName, freeListTitle, orderTypeName } from '@/utils/route-labels'

describe('parseId', () => {
  it.each([
    ['101', 101],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    [undefined, null],
    ['1234567890123', null],
  ])('reads %s as %s', (value, id) => {
    expect(parseId(value)).toBe(id)
  })
})

describe('safeReturnUrl', () => {
  it('follows a path of this site', () => {
    expect(safeReturnUrl('%2Fuser%2Forder', '/home')).toBe('/user/order')
    expect(safeReturnUrl('/study/course/1?x=2', '/home')).toBe('/study/course/1?x=2')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%E0%A4%A',
  ])('ignores %s', (value) => {
    expect(safeReturnUrl(value, '/home')).toBe('/home')
  })
})

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
