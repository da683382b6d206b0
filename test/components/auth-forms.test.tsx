import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { CodeLoginForm, PasswordLoginForm, PasswordRegisterForm } from '@/components/auth-forms'
import { FeedbackHost } from '@/components/feedback-host'
import { envelope } from '../support/fake-transport'
import { CONSENT_VERSION } from '@common/constants/consent'
import { agreeToTerms, renderWithStores, typeInto } from '../support/render'

const USER = { uid: 7, mobile: '13812345678', nickname: '小林' }

/** Clicks a NutUI button by its text and lets the 300 ms debounce pass. */
async function press(text: string) {
  fireEvent.click(screen.getByText(text, { selector: '.nut-button *, .nut-button' }))
  await act(async () => {
    jest.advanceTimersByTime(300)
  })
}

describe('the login forms', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows the first error as a toast and sends nothing', async () => {
    const { transport } = renderWithStores(
      <>
        <CodeLoginForm onSuccess={jest.fn()} />
        <FeedbackHost />
      </>,
      () => envelope(null),
    )
    agreeToTerms()
    typeInto('请输入手机号', '12812345678')
    await press('登录')
    expect(await screen.findByText('请填写正确的手机号码')).toBeInTheDocument()
    expect(transport.requests).toHaveLength(0)
  })

  it('debounces a double tap into one login, then says 登录成功！', async () => {
    const onSuccess = jest.fn()
    const { transport, root } = renderWithStores(
      <>
        <CodeLoginForm onSuccess={onSuccess} />
        <FeedbackHost />
      </>,
      () => envelope({ user: USER }, 200, '登录成功！'),
    )
    agreeToTerms()
    typeInto('请输入手机号', '13812345678')
    typeInto('请输入验证码', '123456')
    fireEvent.click(screen.getByText('登录'))
    fireEvent.click(screen.getByText('登录'))
    await act(async () => {
      jest.advanceTimersByTime(300)
    })
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(transport.requests).toHaveLength(1)
    expect(transport.requests[0]).toMatchObject({
      method: 'POST',
      url: '/new/home/login/codeLogin',
    })
    expect(transport.requests[0].body).toBe(
      `mobile=13812345678&code=123456&agreeVersion=${CONSENT_VERSION}`,
    )
    expect(root.app.isLogin).toBe(true)
    expect(await screen.findByText('登录成功！')).toBeInTheDocument()
  })

  it("shows the server's message when login fails", async () => {
    renderWithStores(
      <>
        <PasswordLoginForm onSuccess={jest.fn()} />
        <FeedbackHost />
      </>,
      () => envelope(null, 400, '账号或密码错误', 400),
    )
    agreeToTerms()
    typeInto('请输入用户名或手机号', 'lin')
    typeInto('请输入密码', 'abc_123')
    await press('登录')
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument()
  })

  it('sends an error over 15 characters to the 密码格式错误 alert with 知道啦~', async () => {
    renderWithStores(
      <>
        <PasswordLoginForm onSuccess={jest.fn()} />
        <FeedbackHost />
      </>,
      () => envelope(null),
    )
    agreeToTerms()
    typeInto('请输入用户名或手机号', 'lin')
    typeInto('请输入密码', 'abc')
    await press('登录')
    expect(
      await screen.findByText('密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)'),
    ).toBeInTheDocument()
    expect(screen.getByText('密码格式错误')).toBeInTheDocument()
    expect(screen.getByText('知道啦~')).toBeInTheDocument()
  })

  it('tells a learner whose account was taken back that its password is gone, in an alert', async () => {
    const onSuccess = jest.fn()
    renderWithStores(
      <>
        <CodeLoginForm onSuccess={onSuccess} />
        <FeedbackHost />
      </>,
      () =>
        envelope({ user: USER, securityReset: true }, 200, '已为你重置账户安全，请重新设置密码'),
    )
    agreeToTerms()
    typeInto('请输入手机号', '13812345678')
    typeInto('请输入验证码', '123456')
    await press('登录')
    expect(await screen.findByText('已为你重置账户安全，请重新设置密码')).toBeInTheDocument()
    expect(screen.getByText('知道了')).toBeInTheDocument()
    expect(screen.queryByText('登录成功！')).not.toBeInTheDocument()
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })
})

describe('registering by password', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("asks for the number's SMS code, sent for registration, before anything else is sent", async () => {
    const { transport, root } = renderWithStores(
      <>
        <PasswordRegisterForm onSuccess={jest.fn()} />
        <FeedbackHost />
      </>,
      (request) =>
        request.url === '/knew/home/login/mregister'
          ? envelope({ user: USER }, 200, '注册成功')
          : envelope(null),
    )
    agreeToTerms()
    typeInto('请输入手机号', '13812345678')
    typeInto('6-16位字母、数字或下划线', 'study_2027')
    typeInto('请再次输入密码', 'study_2027')
    await press('注册')
    expect(await screen.findByText('请填写验证码')).toBeInTheDocument()
    expect(transport.requests).toHaveLength(0)

    fireEvent.click(screen.getByText('获取验证码'))
    await waitFor(() => expect(transport.requests).toHaveLength(1))
    expect(transport.requests[0]).toMatchObject({ url: '/knew/Home/User/sendRegisterCode' })
    typeInto('请输入验证码', '654321')
    await press('注册')
    await waitFor(() => expect(root.app.isLogin).toBe(true))
    const registered = transport.requests[1]
    expect(registered.url).toBe('/knew/home/login/mregister')
    expect(new URLSearchParams(registered.body)).toEqual(
      new URLSearchParams({
        mobile: '13812345678',
        code: '654321',
        password: 'study_2027',
        password2: 'study_2027',
        agreeVersion: CONSENT_VERSION,
      }),
    )
  })
})

describe('the 用户协议 and 隐私政策 consent', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('keeps 获取验证码 and 登录 disabled until it is ticked, linking both texts', async () => {
    const { transport } = renderWithStores(<CodeLoginForm onSuccess={jest.fn()} />, () =>
      envelope(null),
    )
    typeInto('请输入手机号', '13812345678')
    typeInto('请输入验证码', '123456')
    const send = screen.getByRole('button', { name: '获取验证码' })
    const login = screen.getByRole('button', { name: '登录' })
    expect(send).toHaveAttribute('aria-disabled', 'true')
    expect(login).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(send)
    await press('登录')
    expect(transport.requests).toHaveLength(0)
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
      'href',
      '/user/agreement',
    )
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/user/privacy',
    )

    agreeToTerms()
    expect(screen.getByRole('checkbox', { name: '同意用户协议和隐私政策' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(send).toHaveAttribute('aria-disabled', 'false')
    expect(login).toHaveAttribute('aria-disabled', 'false')
    fireEvent.click(screen.getByText('获取验证码'))
    await waitFor(() => expect(transport.requests).toHaveLength(1))
    expect(transport.requests[0].url).toBe('/new/home/login/sendCode')
  })

  it('is asked again by the password login', async () => {
    const { transport } = renderWithStores(<PasswordLoginForm onSuccess={jest.fn()} />, () =>
      envelope({ user: USER }, 200, '登录成功！'),
    )
    typeInto('请输入用户名或手机号', 'lin')
    typeInto('请输入密码', 'abc_123')
    await press('登录')
    expect(transport.requests).toHaveLength(0)
    agreeToTerms()
    await press('登录')
    await waitFor(() => expect(transport.requests).toHaveLength(1))
    expect(new URLSearchParams(transport.requests[0].body).get('agreeVersion')).toBe(
      CONSENT_VERSION,
    )
  })
})
