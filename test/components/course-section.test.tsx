import { fireEvent, screen, waitFor } from '@testing-library/react'
import { CourseSection, EMPTY_CATEGORY_TEXT } from '@/components/course-section'
import { goTo, openAddress } from '@/services/navigation'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(() => Promise.resolve()),
  openAddress: jest.fn(() => Promise.resolve()),
}))

const card = (id: number, extra: object = {}) => ({
  id,
  title: `课程${id}`,
  picture: `/media/covers/course/${id}.svg`,
  url: '',
  teacher: '高老师',
  price: 598,
  discountPrice: 398,
  studentCount: 10,
  ...extra,
})

const CATEGORY = {
  id: 1,
  name: '初级职称 · 初级会计职称',
  catechildren: [
    { id: 2, name: '初级会计实务' },
    { id: 3, name: '经济法基础' },
  ],
  courseList: Array.from({ length: 10 }, (_, i) => card(i + 1)),
}

describe('CourseSection (spec §2)', () => {
  beforeEach(() => jest.mocked(goTo).mockClear())

  it('shows the name, the junior header style and at most 8 cards', () => {
    const { container } = renderWithStores(<CourseSection category={CATEGORY} limit={8} />, () =>
      envelope([]),
    )
    expect(screen.getByRole('heading', { name: '初级职称 · 初级会计职称' })).toBeInTheDocument()
    expect(container.querySelector('.course-section__header--junior')).not.toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(8)
  })

  it('opens the course route, or the card’s own url when it has one', () => {
    renderWithStores(
      <CourseSection
        category={{ ...CATEGORY, courseList: [card(1), card(2, { url: 'https://example.com/x' })] }}
      />,
      () => envelope([]),
    )
    fireEvent.click(screen.getByRole('link', { name: '课程1' }))
    expect(goTo).toHaveBeenCalledWith('courseInfo', { courseId: 1 })
    fireEvent.click(screen.getByRole('link', { name: '课程2' }))
    expect(openAddress).toHaveBeenCalledWith('https://example.com/x')
  })

  it('says there is nothing under an empty category', () => {
    renderWithStores(
      <CourseSection category={{ ...CATEGORY, name: '税务师', courseList: [] }} />,
      () => envelope([]),
    )
    expect(screen.getByText(EMPTY_CATEGORY_TEXT)).toBeInTheDocument()
    expect(EMPTY_CATEGORY_TEXT).toBe('该分类下暂无商品')
  })

  it('offers 全部 first as a chip, and a child category chip replaces the list with getCourseList', async () => {
    const { transport } = renderWithStores(
      <CourseSection category={CATEGORY} limit={8} />,
      (request) =>
        envelope(
          request.url.endsWith('/cateId/3') ? [card(31, { title: '经济法基础 基础精讲班' })] : [],
        ),
    )
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(screen.getByRole('button', { name: '经济法基础' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '经济法基础' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    expect(transport.requests.map((r) => r.url)).toEqual(['/knew/Pc/course/getCourseList/cateId/3'])
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1))
    expect(screen.getByRole('link', { name: '经济法基础 基础精讲班' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '全部' }))
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8))
  })
})
