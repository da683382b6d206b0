import {
  changeCity,
  changeProvince,
  EMPTY_ADDRESS,
  regionLabel,
  selectRegion,
} from '@/utils/address-form'
import { isKnownRegion, regionOptions } from '@common/rules/china-regions'
import { CODE_RESEND_SECONDS, secondsLeft, sendCodeLabel } from '@/utils/countdown'
import { LOGIN_DEBOUNCE_MS, debounce } from '@/utils/debounce'
import { safeReturnUrl } from '@/utils/return-url'

describe('the code-send countdown (spec §4)', () => {
  it('counts 120 seconds down to 0', () => {
    expect(CODE_RESEND_SECONDS).toBe(120)
    expect(secondsLeft(0, 0)).toBe(120)
    expect(secondsLeft(0, 999)).toBe(120)
    expect(secondsLeft(0, 1000)).toBe(119)
    expect(secondsLeft(0, 120_000)).toBe(0)
    expect(secondsLeft(0, 500_000)).toBe(0)
  })

  it('labels the button', () => {
    expect(sendCodeLabel(0)).toBe('获取验证码')
    expect(sendCodeLabel(37)).toBe('37秒后重新获取')
  })
})

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('calls once, 300 ms after the last call, with its arguments', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, LOGIN_DEBOUNCE_MS)
    debounced(1)
    jest.advanceTimersByTime(200)
    debounced(2)
    jest.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })

  it('drops a pending call on cancel', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, LOGIN_DEBOUNCE_MS)
    debounced()
    debounced.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('safeReturnUrl', () => {
  it('follows a path of this site', () => {
    expect(safeReturnUrl('/user/order?p=1', '/user')).toBe('/user/order?p=1')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '',
    undefined,
  ])('ignores %j', (value) => {
    expect(safeReturnUrl(value, '/user')).toBe('/user')
  })
})

describe('the address pickers (spec §2)', () => {
  const chosen = { ...EMPTY_ADDRESS, province: '广东省', city: '深圳市', district: '南山区' }

  it('resets city and district when the province changes', () => {
    expect(changeProvince(chosen, '浙江省')).toMatchObject({
      province: '浙江省',
      city: '',
      district: '',
    })
    expect(changeProvince(chosen, '广东省')).toBe(chosen)
  })

  it('resets the district when the city changes', () => {
    expect(changeCity(chosen, '广州市')).toMatchObject({
      province: '广东省',
      city: '广州市',
      district: '',
    })
  })

  it('applies a picker path level by level', () => {
    expect(selectRegion(chosen, ['浙江省'])).toMatchObject({
      province: '浙江省',
      city: '',
      district: '',
    })
    expect(selectRegion(EMPTY_ADDRESS, ['浙江省', '杭州市', '西湖区'])).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
    })
    expect(regionLabel(chosen)).toBe('广东省 深圳市 南山区')
  })

  it('knows the real divisions from the package', () => {
    expect(regionOptions().length).toBeGreaterThanOrEqual(31)
    expect(isKnownRegion('广东省', '深圳市', '南山区')).toBe(true)
    expect(isKnownRegion('北京市', '北京市', '海淀区')).toBe(true)
    expect(isKnownRegion('广东省', '杭州市', '西湖区')).toBe(false)
    expect(isKnownRegion('广东省', '深圳市', '')).toBe(false)
  })
})
