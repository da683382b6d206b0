import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { AddressForm } from '@/components/address-form'
import { FeedbackHost } from '@/components/feedback-host'
import { envelope } from '../support/fake-transport'
import { renderWithStores, typeInto } from '../support/render'

async function save() {
  fireEvent.click(screen.getByText('保存'))
  await act(async () => {
    jest.advanceTimersByTime(300)
  })
}

const SAVED = {
  name: '张三',
  mobile: '13812345678',
  qq: '123456',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园8栋',
  address: '科技园8栋',
  default: 1,
  tag: '',
}

describe('the shipping-address form', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function renderForm(onSaved = jest.fn()) {
    return renderWithStores(
      <>
        <AddressForm onSaved={onSaved} />
        <FeedbackHost />
      </>,
      () => envelope(SAVED, 200, '保存成功'),
    )
  }

  it('has the fields, the detail placeholder and the 保存 button of spec §2', () => {
    renderForm()
    for (const label of ['收货人', '手机号码', 'QQ号码', '所在地区'])
      expect(screen.getByText(label)).toBeInTheDocument()
    expect(
      document.querySelector('[placeholder="请如实填写详细的街道、门牌号、楼层和房间号"]'),
    ).not.toBeNull()
    expect(
      document.querySelector('[placeholder="请填写手机号码"]')?.getAttribute('maxlength'),
    ).toBe('11')
  })

  it('shows the first error and saves nothing', async () => {
    const { transport } = renderForm()
    await save()
    expect(await screen.findByText('请填写收货人')).toBeInTheDocument()
    typeInto('请填写收货人姓名', '张三')
    typeInto('请填写手机号码', '13812345678')
    typeInto('请填写QQ号码', '123456')
    await save()
    expect(await screen.findByText('请选择省份信息')).toBeInTheDocument()
    expect(transport.requests).toHaveLength(0)
  })

  it('picks the region level by level, saves trimmed values, and announces the address', async () => {
    const onSaved = jest.fn()
    const { transport, root } = renderForm(onSaved)
    typeInto('请填写收货人姓名', ' 张三 ')
    typeInto('请填写手机号码', '13812345678')
    typeInto('请填写QQ号码', '123456')
    fireEvent.click(screen.getByText('请选择省/市/区'))
    for (const name of ['广东省', '深圳市', '南山区']) {
      fireEvent.click(await screen.findByText(name))
    }
    expect(await screen.findByText('广东省 深圳市 南山区')).toBeInTheDocument()
    typeInto('请如实填写详细的街道、门牌号、楼层和房间号', ' 科技园8栋 ')
    await save()
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const body = new URLSearchParams(transport.requests[0].body)
    expect(Object.fromEntries(body)).toEqual({
      name: '张三',
      mobile: '13812345678',
      qq: '123456',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园8栋',
    })
    expect(root.app.userAddress[0]).toMatchObject({ city: '深圳市' })
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
  })
})
