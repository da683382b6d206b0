import {
  MESSAGES,
  checkBuyMobile,
  checkDiscussContent,
  checkFeedback,
  checkChineseName,
  checkEmail,
  checkNickname,
  checkQQ,
  showsAsAlert,
  trimAddress,
  validateAccountLogin,
  validateAddress,
  validateBindPhone,
  validateBuyDialog,
  validateCodeForm,
  validatePasswordRegister,
  validatePasswordReset,
} from '@common/rules/validation'

describe('login and register rules (spec §5)', () => {
  it.each([
    [{ mobile: '', code: '123456' }, '请填写手机号码'],
    [{ mobile: '12812345678', code: '123456' }, '请填写正确的手机号码'],
    [{ mobile: '1381234567', code: '123456' }, '请填写正确的手机号码'],
    [{ mobile: '13812345678', code: '' }, '请填写验证码'],
    [{ mobile: '13812345678', code: '1234567' }, '最多可以输入6个字符哦'],
    [{ mobile: '13812345678', code: '123456' }, null],
  ])('code form %j → %s', (form, message) => {
    expect(validateCodeForm(form)).toBe(message)
  })

  it('accepts the second digits 3, 4, 5, 7 and 8 only', () => {
    for (const second of '0123456789') {
      const expected = '34578'.includes(second) ? null : '请填写正确的手机号码'
      expect(validateCodeForm({ mobile: `1${second}812345678`, code: '1' })).toBe(expected)
    }
  })

  it.each([
    [{ username: '', password: 'abc123' }, '请填写用户名或者手机号码'],
    [{ username: 'lin', password: '' }, '请输入密码'],
    [
      { username: 'lin', password: 'abc' },
      '密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)',
    ],
    [
      { username: 'lin', password: 'abc-123' },
      '密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)',
    ],
    [
      { username: 'lin', password: 'a'.repeat(17) },
      '密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)',
    ],
    [{ username: 'lin', password: 'abc_123' }, null],
  ])('account login %j → %s', (form, message) => {
    expect(validateAccountLogin(form)).toBe(message)
  })

  it.each([
    [
      { mobile: '13812345678', code: '', password: 'abc_123', password2: 'abc_123' },
      '请填写验证码',
    ],
    [
      { mobile: '13812345678', code: '123456', password: 'abc_123', password2: '' },
      '请输入确认密码',
    ],
    [
      { mobile: '13812345678', code: '123456', password: 'abc_123', password2: 'abc_124' },
      '两次密码不一致',
    ],
    [{ mobile: '13812345678', code: '123456', password: 'abc_123', password2: 'abc_123' }, null],
  ])('password register %j → %s', (form, message) => {
    expect(validatePasswordRegister(form)).toBe(message)
  })

  it('checks the reset form in order: mobile, code, password, confirmation', () => {
    const form = {
      mobile: '13812345678',
      code: '123456',
      password: 'abc_123',
      password2: 'abc_123',
    }
    expect(validatePasswordReset({ ...form, mobile: '' })).toBe('请填写手机号码')
    expect(validatePasswordReset({ ...form, code: '' })).toBe('请填写验证码')
    expect(validatePasswordReset({ ...form, password: '' })).toBe('请输入密码')
    expect(validatePasswordReset({ ...form, password2: 'x' })).toBe('两次密码不一致')
    expect(validatePasswordReset(form)).toBeNull()
  })

  it('checks nicknames: 2-15 of Chinese, letters, digits, underscore, spaces and @', () => {
    expect(checkNickname('会计 小白_@2027')).toBeNull()
    expect(checkNickname('林')).toBe('请输入正确的呢称(2-15字符，中英文、数字和下划线)')
    expect(checkNickname('a'.repeat(16))).toBe(MESSAGES.nicknameInvalid)
    expect(checkNickname('小白!')).toBe(MESSAGES.nicknameInvalid)
  })
})

describe('buy dialog rules', () => {
  it('asks for the mobile, then a correct one, then the code', () => {
    expect(validateBuyDialog({ mobile: '', code: '' })).toBe('请填写手机号码')
    expect(validateBuyDialog({ mobile: '12345678901', code: '' })).toBe('请填写正确的手机号码')
    expect(validateBuyDialog({ mobile: '13812345678', code: '' })).toBe('请填写验证码')
    expect(validateBuyDialog({ mobile: '13812345678', code: '1' })).toBeNull()
  })

  it('has its secondary check before a code is sent', () => {
    expect(checkBuyMobile('')).toBe('手机号码不能为空！')
    expect(checkBuyMobile('1234')).toBe('手机号码不正确！')
    expect(checkBuyMobile('23812345678')).toBe('手机号码不正确！')
    expect(checkBuyMobile('10000000000')).toBeNull()
  })
})

describe('bind phone', () => {
  it('needs a 6-digit code', () => {
    expect(validateBindPhone({ mobile: '13812345678', code: '12345' })).toBe('请输入正确的验证码')
    expect(validateBindPhone({ mobile: '13812345678', code: '12345a' })).toBe('请输入正确的验证码')
    expect(validateBindPhone({ mobile: '13812345678', code: '123456' })).toBeNull()
  })
})

describe('address form (spec §5)', () => {
  const full = {
    name: '张三',
    mobile: '13812345678',
    qq: '12345',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园',
  }

  it.each([
    ['name', '', '请填写收货人'],
    ['mobile', '', '请填写手机号码'],
    ['mobile', '1381234567', '请填写正确的手机号码'],
    ['qq', '', '请填写QQ号码'],
    ['qq', '1234', '请填写正确的QQ号码'],
    ['qq', '12a45', '请填写正确的QQ号码'],
    ['province', '', '请选择省份信息'],
    ['city', '', '请选择城市信息'],
    ['detail', '   ', '请填写详细的收货地址'],
  ])('%s=%j → %s', (field, value, message) => {
    expect(validateAddress({ ...full, [field]: value })).toBe(message)
  })

  it('shows the first error only', () => {
    expect(validateAddress({ ...full, name: '', qq: '' })).toBe('请填写收货人')
    expect(validateAddress(full)).toBeNull()
  })

  it('trims every value', () => {
    expect(trimAddress({ ...full, name: ' 张三 ', detail: '\t科技园 ' })).toMatchObject({
      name: '张三',
      detail: '科技园',
    })
  })
})

describe('generic input rules (spec §5)', () => {
  it('checks the profile fields', () => {
    expect(checkChineseName('')).toBe('必填哦')
    expect(checkChineseName('王小明明明明明')).toBe('中文姓名格式不对哦~')
    expect(checkChineseName('买买提·艾力')).toBeNull()
    expect(checkEmail('x@')).toBe('邮箱格式格式不对哦~')
    expect(checkQQ('')).toBe('请填写QQ号码')
  })
})

describe('errors shown as an alert', () => {
  it('sends messages over 15 characters to the alert', () => {
    expect(showsAsAlert('两次密码不一致')).toBe(false)
    expect(showsAsAlert('一二三四五六七八九十一二三四五')).toBe(false)
    expect(showsAsAlert('一二三四五六七八九十一二三四五六')).toBe(true)
    expect(showsAsAlert('密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)')).toBe(true)
  })
})

describe('texts learners write (rules shared by the app and the server)', () => {
  it('takes feedback of 5 to 500 characters, counted as characters', () => {
    expect(checkFeedback(' 太好 ')).toBe('请至少写5个字，让我们了解您的问题')
    expect(checkFeedback('视频卡顿了')).toBeNull()
    expect(checkFeedback('好'.repeat(500))).toBeNull()
    expect(checkFeedback('好'.repeat(501))).toBe('反馈内容不能超过500个字')
  })

  it('takes comments of 1 to 500 characters', () => {
    expect(checkDiscussContent('   ')).toBe('评论内容不能为空')
    expect(checkDiscussContent('讲得清楚')).toBeNull()
    expect(checkDiscussContent('评'.repeat(501))).toBe('评论内容不能超过500个字')
  })
})
