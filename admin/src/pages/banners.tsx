import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProForm,
  ProFormDigit,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Button, Image, Popconfirm, Space } from 'antd'
import { useRef } from 'react'
import type { BannerInput, ConsoleBanner } from '@common/contracts/console-banners'
import { linkError } from '@common/rules/course-content'
import { ConsolePage } from '../components/console-page'
import { ruleOf } from '../components/form-rules'
import { ImageUpload } from '../components/image-upload'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import * as api from '../services/banners'

const URL_RULES = ruleOf(linkError, '请填写跳转地址')

function BannerFormModal({
  title,
  trigger,
  initial,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  initial?: ConsoleBanner
  onSave: (values: BannerInput) => Promise<boolean>
}) {
  return (
    <ModalForm<BannerInput>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={onSave}
    >
      <ProFormText
        name="title"
        label="标题"
        fieldProps={{ maxLength: 60 }}
        rules={[{ required: true, message: '请填写轮播图标题' }]}
      />
      <ProForm.Item name="image" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
        <ImageUpload />
      </ProForm.Item>
      <ProFormText
        name="url"
        label="跳转地址"
        placeholder="站内页面如 /course、/study/course/12，或 https 网址"
        rules={URL_RULES}
      />
      <ProFormDigit name="sort" label="排序（小的在前）" min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  )
}

/** 首页轮播: the banners at the top of the learners' home page, in order. */
export default function BannersPage() {
  const save = useSaving()
  const table = useRef<ActionType>(null)
  const saved = async (change: () => Promise<unknown>, done: string) => {
    const ok = await save(change, done)
    if (ok) await table.current?.reload()
    return ok
  }
  const columns: ProColumns<ConsoleBanner>[] = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 200,
      render: (_, banner) => <Image src={banner.image} alt={banner.title} width={160} />,
    },
    { title: '标题', dataIndex: 'title' },
    { title: '跳转地址', dataIndex: 'url' },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '操作',
      valueType: 'option',
      width: 130,
      render: (_, banner) => (
        <Space size="small">
          <BannerFormModal
            title={`修改轮播图：${banner.title}`}
            trigger={
              <Button type="link" size="small">
                修改
              </Button>
            }
            initial={banner}
            onSave={(values) => saved(() => api.changeBanner(banner.id, values), '已保存')}
          />
          <Popconfirm
            title={`删除轮播图“${banner.title}”？`}
            okText="删除"
            cancelText="取消"
            onConfirm={() => {
              saved(() => api.deleteBanner(banner.id), '轮播图已删除').catch(() => undefined)
            }}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]
  return (
    <ConsolePage title="首页轮播">
      <ProTable<ConsoleBanner>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={TABLE_OPTIONS}
        scroll={{ x: 760 }}
        pagination={false}
        request={async () => {
          const list = await api.banners()
          return { data: list, total: list.length, success: true }
        }}
        toolBarRender={() => [
          <BannerFormModal
            key="new"
            title="新建轮播图"
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                新建轮播图
              </Button>
            }
            onSave={(values) => saved(() => api.createBanner(values), '轮播图已添加')}
          />,
        ]}
      />
    </ConsolePage>
  )
}
