import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Button, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { ClassroomInput, ConsoleClassroom } from '@common/contracts/console-classrooms'
import type { ConsoleCourse } from '@common/contracts/console-courses'
import { COURSE_RULES } from '@common/rules/course-content'
import { ConsolePage } from '../components/console-page'
import { ImageUpload } from '../components/image-upload'
import { PriceFields } from '../components/price-fields'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import * as api from '../services/classrooms'
import { courseList } from '../services/courses'

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

interface ClassroomForm {
  title: string
  description?: string
  price: number
  discountPrice: number
  validityDays: number
  courseIds: number[]
  cover?: string
}

const toInput = (values: ClassroomForm): ClassroomInput => ({
  title: values.title,
  description: values.description ?? '',
  priceFen: Math.round(values.price * 100),
  discountPriceFen: Math.round(values.discountPrice * 100),
  validityDays: values.validityDays,
  courseIds: values.courseIds,
  ...(values.cover ? { cover: values.cover } : {}),
})

function ClassroomFormModal({
  title,
  trigger,
  courses,
  initial,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  courses: ConsoleCourse[]
  initial?: ConsoleClassroom
  onSave: (values: ClassroomForm) => Promise<boolean>
}) {
  return (
    <ModalForm<ClassroomForm>
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
          : { validityDays: 365, price: 0, discountPrice: 0, courseIds: [] }
      }
      onFinish={onSave}
    >
      <ProFormText
        name="title"
        label="班级名称"
        fieldProps={{ maxLength: COURSE_RULES.titleMax, showCount: true }}
        rules={[{ required: true, message: '请填写班级名称' }]}
      />
      <ProFormSelect
        name="courseIds"
        label="包含课程（按选择顺序排列）"
        mode="multiple"
        showSearch
        options={courses.map((course) => ({
          value: course.id,
          label: `${course.title}（${course.subjectName}）`,
        }))}
        rules={[{ required: true, message: '请选择课程' }]}
      />
      <Space size="large" wrap>
        <PriceFields />
        <ProFormDigit
          name="validityDays"
          label="有效期（天）"
          min={1}
          max={COURSE_RULES.validityMaxDays}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: '请填写有效期' }]}
        />
      </Space>
      <ProFormTextArea name="description" label="简介" fieldProps={{ maxLength: 500, rows: 3 }} />
      <ProForm.Item name="cover" label="封面">
        <ImageUpload />
      </ProForm.Item>
    </ModalForm>
  )
}

/** 班级管理: class rooms, each a bundle of courses at a price, sold by its own goods. */
export default function ClassroomsPage() {
  const save = useSaving()
  const table = useRef<ActionType>(null)
  const [courses, setCourses] = useState<ConsoleCourse[]>([])
  useEffect(() => {
    courseList().then(setCourses, () => undefined)
  }, [])
  const saved = async (change: () => Promise<unknown>, done: string) => {
    const ok = await save(change, done)
    if (ok) await table.current?.reload()
    return ok
  }
  const columns: ProColumns<ConsoleClassroom>[] = [
    { title: '班级', dataIndex: 'title' },
    {
      title: '课程',
      dataIndex: 'courseIds',
      width: 80,
      render: (_, room) => `${room.courseIds.length} 门`,
    },
    {
      title: '价格',
      dataIndex: 'discountPriceFen',
      width: 190,
      render: (_, room) => `${yuan(room.discountPriceFen)}（原价 ${yuan(room.priceFen)}）`,
    },
    {
      title: '有效期',
      dataIndex: 'validityDays',
      width: 90,
      render: (_, room) => `${room.validityDays} 天`,
    },
    { title: '学员', dataIndex: 'studentCount', width: 80 },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      render: (_, room) => (
        <ClassroomFormModal
          key={room.id}
          title={`修改班级：${room.title}`}
          trigger={
            <Button type="link" size="small">
              修改
            </Button>
          }
          courses={courses}
          initial={room}
          onSave={(values) => saved(() => api.changeClassroom(room.id, toInput(values)), '已保存')}
        />
      ),
    },
  ]
  return (
    <ConsolePage title="班级管理">
      <ProTable<ConsoleClassroom>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={TABLE_OPTIONS}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        request={async () => {
          const list = await api.classrooms()
          return { data: list, total: list.length, success: true }
        }}
        toolBarRender={() => [
          <ClassroomFormModal
            key="new"
            title="新建班级"
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                新建班级
              </Button>
            }
            courses={courses}
            onSave={(values) => saved(() => api.createClassroom(toInput(values)), '班级已创建')}
          />,
        ]}
      />
    </ConsolePage>
  )
}
