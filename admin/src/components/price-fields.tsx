import { ProFormDigit } from '@ant-design/pro-components'
import { Space } from 'antd'
import { COURSE_RULES } from '@common/rules/course-content'

/**
 * 原价 and 售价 in yuan (fields `price` and `discountPrice`), the price paid at most the list
 * price, as the server holds them (coursePriceError).
 */
export function PriceFields() {
  return (
    <Space size="large" wrap>
      <ProFormDigit
        name="price"
        label="原价（元）"
        min={0}
        max={COURSE_RULES.priceMaxFen / 100}
        fieldProps={{ precision: 2 }}
        rules={[{ required: true, message: '请填写原价，免费填 0' }]}
      />
      <ProFormDigit
        name="discountPrice"
        label="售价（元）"
        min={0}
        max={COURSE_RULES.priceMaxFen / 100}
        fieldProps={{ precision: 2 }}
        dependencies={['price']}
        rules={[
          { required: true, message: '请填写售价，免费填 0' },
          ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
            validator: async (_rule: unknown, value?: number) => {
              if (value !== undefined && value > Number(getFieldValue('price') ?? 0)) {
                throw new Error('优惠价不能高于原价')
              }
            },
          }),
        ]}
      />
    </Space>
  )
}
