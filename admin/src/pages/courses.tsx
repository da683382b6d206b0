import { PlusOutlined } from '@ant-design/icons'
import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { Button, Tag } from 'antd'
import { useNavigate } from 'react-router-dom'
import type { ConsoleCourse } from '@common/contracts/console-courses'
import { ConsolePage } from '../components/console-page'
import { CourseFormModal, toNewCourse } from '../components/course-form'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import * as api from '../services/courses'

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** 课程管理: every course; a new one is made here and edited on its own page. */
export default function CoursesPage() {
  const navigate = useNavigate()
  const save = useSaving()
  const columns: ProColumns<ConsoleCourse>[] = [
    { title: '编号', dataIndex: 'id', width: 70 },
    {
      title: '课程',
      dataIndex: 'title',
      render: (_, course) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => navigate(`/courses/${course.id}`)}
        >
          {course.title}
        </Button>
      ),
    },
    {
      title: '考试 / 科目',
      dataIndex: 'subjectName',
      render: (_, course) => `${course.examName} / ${course.subjectName}`,
    },
    { title: '讲师', dataIndex: 'teacher', width: 100 },
    {
      title: '价格',
      dataIndex: 'discountPriceFen',
      width: 150,
      render: (_, course) =>
        course.discountPriceFen === 0
          ? '免费'
          : course.discountPriceFen < course.priceFen
            ? `${yuan(course.discountPriceFen)}（原价 ${yuan(course.priceFen)}）`
            : yuan(course.priceFen),
    },
    { title: '课时', dataIndex: 'lessonCount', width: 70 },
    { title: '学员', dataIndex: 'studentCount', width: 80 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_, course) =>
        course.status === 'published' ? <Tag color="#237804">已发布</Tag> : <Tag>草稿</Tag>,
    },
  ]
  return (
    <ConsolePage title="课程管理">
      <ProTable<ConsoleCourse>
        rowKey="id"
        columns={columns}
        search={false}
        options={TABLE_OPTIONS}
        scroll={{ x: 900 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        request={async () => {
          const list = await api.courseList()
          return { data: list, total: list.length, success: true }
        }}
        toolBarRender={() => [
          <CourseFormModal
            key="new"
            title="新建课程"
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                新建课程
              </Button>
            }
            onSave={async (values) => {
              let made: { id: number } | null = null
              const done = await save(async () => {
                made = await api.createCourse(toNewCourse(values))
              }, '课程已创建')
              if (done && made) navigate(`/courses/${(made as { id: number }).id}`)
              return done
            }}
          />,
        ]}
      />
    </ConsolePage>
  )
}
