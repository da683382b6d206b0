import { act, screen } from '@testing-library/react'
import NotFoundPage from '@/pages/not-found'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/use-route-params', () => ({
  useRouteParams: () => ({ from: '/no/such/page' }),
}))
jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  canGoBack: () => false,
  previousPagePath: () => undefined,
}))

describe('the not-found page', () => {
  it('says the page does not exist and links home', async () => {
    const { root } = renderWithStores(<NotFoundPage />, () =>
      envelope({ train_code: 'hdkj', train_name: '恒达会计网校' }),
    )
    await act(() => root.app.loadTrainInfo())
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument()
    expect(screen.getByText('/no/such/page')).toBeInTheDocument()
    const homeLinks = screen.getAllByRole('link', { name: '返回首页' })
    expect(homeLinks.map((link) => link.getAttribute('href'))).toEqual(['/home', '/home'])
  })
})
