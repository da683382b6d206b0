import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Button, Tag } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { ConsoleExam } from '@common/contracts/console-bank'
import type { ConsoleGoods, NewGoods } from '@common/contracts/console-goods'
import { SUBJECT_VALIDITY_DAYS } from '@common/constants/bank'
import { COURSE_RULES } from '@common/rules/course-content'
import { ConsolePage } from '../components/console-page'
import { ImageUpload } from '../components/image-upload'
import { PriceFields } from '../components/price-fields'
import { subjectOptions } from '../components/subject-select'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import { exams as loadExams } from '../services/bank-catalogue'
import * as api from '../services/goods'

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`
const KINDS: Record<string, { text: string; color?: string }> = {
  course: { text: '课程', color: '#0050b3' },
  classroom: { text: '班级', color: '#531dab' },
  goods: { text: '商品' },
}

interface GoodsForm {
  goodsTypeId: number
  title: string
  summary?: string
  price: number
  discountPrice: number
  ships: boolean
  stock?: number | null
  subjectIds?: number[]
  validityDays?: number | null
  cover?: string
}

function toGoods(values: GoodsForm): NewGoods {
  return {
    goodsTypeId: values.goodsTypeId,
    title: values.title,
    summary: values.summary ?? '',
    priceFen: Math.round(values.price * 100),
    discountPriceFen: Math.round(values.discountPrice * 100),
    ships: values.ships,
    stock:
      values.ships && values.stock !== undefined && values.stock !== null ? values.stock : null,
    subjectIds: values.ships ? [] : (values.subjectIds ?? []),
    validityDays:
      !values.ships && (values.subjectIds ?? []).length > 0 ? (values.validityDays ?? null) : null,
    ...(values.cover ? { cover: values.cover } : {}),
  }
}

/** The goods form: a book (ships, its stock) or bank goods (the subjects it opens). */
function GoodsFormModal({
  title,
  trigger,
  types,
  exams,
  initial,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  types: api.GoodsType[]
  exams: ConsoleExam[]
  initial?: ConsoleGoods
  onSave: (values: GoodsForm) => Promise<boolean>
}) {
  return (
    <ModalForm<GoodsForm>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        initial
          ? {
              ...initial,
              price: initial.priceFen / 100,
              discountPrice: initial.discountPriceFen / 100,
              cover: initial.cover.startsWith('/media/images/') ? initial.cover : undefined,
            }
          : { ships: false, price: 0, discountPrice: 0, validityDays: SUBJECT_VALIDITY_DAYS }
      }
      onFinish={onSave}
    >
      <ProFormSelect
        name="goodsTypeId"
        label="分类"
        options={types.map((type) => ({ value: type.id, label: type.name }))}
        rules={[{ required: true, message: '请选择分类' }]}
      />
      <ProFormText
        name="title"
        label="商品名称"
        fieldProps={{ maxLength: COURSE_RULES.titleMax, showCount: true }}
        rules={[{ required: true, message: '请填写商品名称' }]}
      />
      <ProFormTextArea name="summary" label="简介" fieldProps={{ maxLength: 500, rows: 2 }} />
      <PriceFields />
      <ProFormSwitch name="ships" label="邮寄（图书等实物）" />
      <ProFormDependency name={['ships']}>
        {({ ships }: { ships?: boolean }) =>
          ships ? (
            <ProFormDigit
              name="stock"
              label="库存（不填则不计）"
              min={0}
              fieldProps={{ precision: 0 }}
            />
          ) : (
            <>
              <ProFormSelect
                name="subjectIds"
                label="包含题库"
                mode="multiple"
                showSearch
                options={subjectOptions(exams)}
              />
              <ProFormDigit
                name="validityDays"
                label="有效期（天，购买后开通）"
                min={1}
                max={3650}
                fieldProps={{ precision: 0 }}
              />
            </>
          )
        }
      </ProFormDependency>
      <ProForm.Item name="cover" label="封面">
        <ImageUpload />
      </ProForm.Item>
    </ModalForm>
  )
}

/** 商品管理: the store's goods; a course's or class room's follow it, books and banks are made here. */
export default function GoodsPage() {
  const save = useSaving()
  const table = useRef<ActionType>(null)
  const [types, setTypes] = useState<api.GoodsType[]>([])
  const [exams, setExams] = useState<ConsoleExam[]>([])
  const loadTypes = () => api.goodsTypes().then(setTypes, () => undefined)
  useEffect(() => {
    loadTypes().catch(() => undefined)
    loadExams().then(setExams, () => undefined)
  }, [])
  const saved = async (change: () => Promise<unknown>, done: string) => {
    const ok = await save(change, done)
    if (ok) await table.current?.reload()
    return ok
  }
  const columns: ProColumns<ConsoleGoods>[] = [
    { title: '商品', dataIndex: 'title' },
    { title: '分类', dataIndex: 'goodsTypeName', width: 110 },
    {
      title: '类型',
      dataIndex: 'type',
      width: 80,
      render: (_, goods) => (
        <Tag color={KINDS[goods.type]?.color}>{KINDS[goods.type]?.text ?? goods.type}</Tag>
      ),
    },
    {
      title: '价格',
      dataIndex: 'discountPriceFen',
      width: 170,
      render: (_, goods) =>
        goods.discountPriceFen === 0
          ? '免费'
          : goods.discountPriceFen < goods.priceFen
            ? `${yuan(goods.discountPriceFen)}（原价 ${yuan(goods.priceFen)}）`
            : yuan(goods.priceFen),
    },
    {
      title: '库存',
      dataIndex: 'stock',
      width: 90,
      render: (_, goods) =>
        goods.stock === null ? (
          '—'
        ) : goods.stock === 0 ? (
          <Tag color="#a8071a">售罄</Tag>
        ) : (
          goods.stock
        ),
    },
    { title: '已售', dataIndex: 'sold', width: 70 },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      fixed: 'right',
      render: (_, goods) =>
        goods.type === 'goods' ? (
          <GoodsFormModal
            key={goods.id}
            title={`修改商品：${goods.title}`}
            trigger={
              <Button type="link" size="small">
                修改
              </Button>
            }
            types={types}
            exams={exams}
            initial={goods}
            onSave={(values) => saved(() => api.changeGoods(goods.id, toGoods(values)), '已保存')}
          />
        ) : (
          <ModalForm<{ goodsTypeId: number }>
            key={goods.id}
            title={`修改分类：${goods.title}`}
            trigger={
              <Button type="link" size="small">
                改分类
              </Button>
            }
            modalProps={{ destroyOnHidden: true }}
            initialValues={{ goodsTypeId: goods.goodsTypeId }}
            onFinish={(values) => saved(() => api.changeGoods(goods.id, values), '已保存')}
          >
            <ProFormSelect
              name="goodsTypeId"
              label="分类"
              extra="课程、班级商品的名称和价格随课程、班级修改"
              options={types.map((type) => ({ value: type.id, label: type.name }))}
            />
          </ModalForm>
        ),
    },
  ]
  return (
    <ConsolePage title="商品管理">
      <ProTable<ConsoleGoods>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={TABLE_OPTIONS}
        scroll={{ x: 900 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        request={async () => {
          const list = await api.goodsList()
          return { data: list, total: list.length, success: true }
        }}
        toolBarRender={() => [
          <ModalForm<{ name: string }>
            key="type"
            title="新建分类"
            trigger={<Button>新建分类</Button>}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (values) => {
              const ok = await save(() => api.createGoodsType(values.name), '分类已创建')
              if (ok) await loadTypes()
              return ok
            }}
          >
            <ProFormText
              name="name"
              label="分类名称"
              fieldProps={{ maxLength: 20 }}
              rules={[{ required: true, message: '请填写分类名称' }]}
            />
          </ModalForm>,
          <GoodsFormModal
            key="new"
            title="新建商品"
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                新建商品
              </Button>
            }
            types={types}
            exams={exams}
            onSave={(values) => saved(() => api.createGoods(toGoods(values)), '商品已创建')}
          />,
        ]}
      />
    </ConsolePage>
  )
}
