import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { ProCard } from '@ant-design/pro-components'
import { Button, Form, Input, Select, Space, Typography } from 'antd'
import { useEffect } from 'react'
import {
  HOME_NAV_ICONS,
  HOME_NAV_LABEL_MAX,
  HOME_NAV_MAX_ENTRIES,
  type HomeNavIcon,
} from '@common/constants/home-nav'
import type { HomeNavEntry } from '@common/contracts/home-layout'
import { linkError } from '@common/rules/course-content'
import { ruleOf } from './form-rules'

const ICON_OPTIONS = (Object.keys(HOME_NAV_ICONS) as HomeNavIcon[]).map((icon) => ({
  value: icon,
  label: HOME_NAV_ICONS[icon],
}))
const URL_RULES = ruleOf(linkError, '请填写跳转地址')

/**
 * 快捷入口: the home navigation's entries in order, edited as one list and saved at once.
 * 联系老师 always follows them (it opens the school's contacts).
 */
export function NavEntriesForm({
  entries,
  onSave,
}: {
  entries: HomeNavEntry[]
  onSave: (entries: HomeNavEntry[]) => Promise<boolean>
}) {
  const [form] = Form.useForm<{ entries: HomeNavEntry[] }>()
  useEffect(() => form.setFieldsValue({ entries }), [form, entries])
  return (
    <ProCard title="快捷入口" headerBordered>
      <Typography.Paragraph type="secondary">
        学员首页轮播图下方的图标入口，每行 4 个，按顺序排列；“联系老师”固定在最后。
      </Typography.Paragraph>
      <Form
        form={form}
        initialValues={{ entries }}
        onFinish={(values) => {
          onSave(values.entries).catch(() => undefined)
        }}
        aria-label="快捷入口"
      >
        <Form.List name="entries">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <Space
                  key={field.key}
                  align="start"
                  wrap
                  className="console-nav-entry"
                  style={{ display: 'flex' }}
                >
                  <Form.Item
                    name={[field.name, 'label']}
                    label={`入口 ${index + 1}`}
                    rules={[{ required: true, whitespace: true, message: '请填写名称' }]}
                  >
                    <Input
                      maxLength={HOME_NAV_LABEL_MAX}
                      placeholder="名称"
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  {/* Always set (a new entry starts with one); a required rule would put
                      aria-required on the select's wrapper, which has no role to carry it. */}
                  <Form.Item name={[field.name, 'icon']} label="图标">
                    <Select options={ICON_OPTIONS} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    rules={URL_RULES}
                    style={{ maxWidth: '100%' }}
                  >
                    <Input
                      aria-label={`入口 ${index + 1} 的跳转地址`}
                      placeholder="/course 或 https 网址"
                      style={{ width: 260, maxWidth: '100%' }}
                    />
                  </Form.Item>
                  <Space>
                    <Button
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={`上移入口 ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={`下移入口 ${index + 1}`}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`删除入口 ${index + 1}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                </Space>
              ))}
              <Space>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  disabled={fields.length >= HOME_NAV_MAX_ENTRIES}
                  onClick={() => add({ label: '', icon: 'category', url: '' })}
                >
                  添加入口
                </Button>
                <Button type="primary" htmlType="submit">
                  保存导航
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </ProCard>
  )
}
