import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Badge, Button, Popconfirm, Space, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import type { ConsoleCourse } from '@common/contracts/console-courses'
import type { ConsoleLive } from '@common/contracts/console-lives'
import type { LiveState } from '@common/contracts/lives'
import { LIVE_SCHEDULE, liveScheduleError, liveTitleError } from '@common/rules/live-schedule'
import { ConsolePage } from '../components/console-page'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import * as api from '../services/lives'
import { useSession } from '../session'

const STATES: Record<
  LiveState,
  { text: string; status: 'default' | 'processing' | 'success' | 'warning' | 'error' }
> = {
  scheduled: { text: '未开始', status: 'default' },
  live: { text: '直播中', status: 'processing' },
  ended: { text: '已结束，回放生成中', status: 'warning' },
  replayReady: { text: '回放已就绪', status: 'success' },
  cancelled: { text: '已取消', status: 'error' },
}

interface LiveForm {
  courseId: number
  chapterId?: number | null
  lessonTitle: string
  teacherId: number
  time: [Dayjs | string, Dayjs | string]
  free: boolean
  published: boolean
  mediaKey?: string
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** The form's values as the API takes them: instants as ISO strings. */
function toLive(values: LiveForm) {
  const [start, end] = values.time.map((value) => dayjs(value))
  return {
    courseId: values.courseId,
    chapterId: values.chapterId ?? null,
    lessonTitle: values.lessonTitle,
    teacherId: values.teacherId,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    free: values.free,
    published: values.published,
    ...(values.mediaKey ? { mediaKey: values.mediaKey } : {}),
  }
}

/** The live's form, for a new live or a change. */
function LiveFormModal({
  title,
  trigger,
  initial,
  courses,
  teachers,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  initial?: ConsoleLive
  courses: ConsoleCourse[]
  teachers: api.Teacher[]
  onSave: (values: LiveForm) => Promise<boolean>
}) {
  return (
    <ModalForm<LiveForm>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        initial
          ? {
              courseId: initial.courseId,
              chapterId: initial.chapterId,
              lessonTitle: initial.lessonTitle,
              teacherId: initial.teacherId ?? undefined,
              time: [dayjs(initial.startTime), dayjs(initial.endTime)],
              free: initial.free,
              published: initial.published,
              mediaKey: initial.mediaKey,
            }
          : { free: false, published: true }
      }
      onFinish={onSave}
    >
      <ProFormSelect
        name="courseId"
        label="课程"
        showSearch
        options={courses.map((course) => ({ value: course.id, label: course.title }))}
        rules={[{ required: true, message: '请选择课程' }]}
      />
      <ProFormDependency name={['courseId']}>
        {({ courseId }: { courseId?: number }) => (
          <ProFormSelect
            name="chapterId"
            label="所属章节"
            placeholder="不选：列在课程章节之前"
            options={(courses.find((course) => course.id === courseId)?.chapters ?? []).map(
              (chapter) => ({ value: chapter.id, label: chapter.title }),
            )}
          />
        )}
      </ProFormDependency>
      <ProFormText
        name="lessonTitle"
        label="直播标题"
        fieldProps={{ maxLength: LIVE_SCHEDULE.titleMax, showCount: true }}
        rules={[
          { required: true, message: '请填写直播标题' },
          {
            validator: async (_rule, value: string | undefined) => {
              if (!value) return
              const problem = liveTitleError(value)
              if (problem) throw new Error(problem)
            },
          },
        ]}
      />
      <ProFormSelect
        name="teacherId"
        label="讲师"
        showSearch
        options={teachers.map((teacher) => ({
          value: teacher.id,
          label: teacher.title ? `${teacher.name}（${teacher.title}）` : teacher.name,
        }))}
        rules={[{ required: true, message: '请选择讲师' }]}
      />
      <ProFormDateTimeRangePicker
        name="time"
        label="直播时间"
        fieldProps={{ format: TIME_FORMAT, showTime: { format: 'HH:mm' } }}
        rules={[
          { required: true, message: '请选择开始和结束时间' },
          {
            validator: async (_rule, value?: [Dayjs, Dayjs]) => {
              if (!value?.[0] || !value[1]) return
              const problem = liveScheduleError(
                dayjs(value[0]).valueOf(),
                dayjs(value[1]).valueOf(),
                Date.now(),
              )
              if (problem) throw new Error(problem)
            },
          },
        ]}
      />
      <Space size="large">
        <ProFormSwitch name="free" label="免费试听" />
        <ProFormSwitch name="published" label="向学员公开" />
      </Space>
      <ProFormText
        name="mediaKey"
        label="推流名"
        placeholder="不填则自动生成 live-编号"
        fieldProps={{ maxLength: 64 }}
        rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: '推流名只能包含字母、数字、- 和 _' }]}
      />
    </ModalForm>
  )
}

/**
 * 直播管理: 教务 schedule, change and cancel lives and mark replays ready; a 讲师 sees their own
 * lives and marks their replays ready.
 */
export default function LivesPage() {
  const { staff } = useSession()
  const editor = staff?.role !== 'teacher'
  const table = useRef<ActionType>(null)
  const save = useSaving()
  const [courses, setCourses] = useState<ConsoleCourse[]>([])
  const [teacherList, setTeacherList] = useState<api.Teacher[]>([])
  useEffect(() => {
    if (!editor) return
    Promise.all([api.courses(), api.teachers()]).then(
      ([courseList, teachers]) => {
        setCourses(courseList)
        setTeacherList(teachers)
      },
      () => undefined,
    )
  }, [editor])
  const reload = async () => {
    await table.current?.reload()
  }
  const act = (change: () => Promise<unknown>, done: string) => {
    save(change, done)
      .then((ok) => (ok ? reload() : undefined))
      .catch(() => undefined)
  }

  const columns: ProColumns<ConsoleLive>[] = [
    {
      title: '时间',
      dataIndex: 'startTime',
      width: 200,
      render: (_, live) =>
        `${dayjs(live.startTime).format(TIME_FORMAT)} – ${dayjs(live.endTime).format('HH:mm')}`,
    },
    {
      title: '直播',
      dataIndex: 'lessonTitle',
      render: (_, live) => (
        <Space size={4} wrap>
          {live.lessonTitle}
          {live.free && <Tag color="#237804">免费</Tag>}
          {!live.published && <Tag>未公开</Tag>}
        </Space>
      ),
    },
    { title: '课程', dataIndex: 'courseTitle' },
    { title: '讲师', dataIndex: 'teacher', width: 100 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 170,
      render: (_, live) => (
        <Badge status={STATES[live.state].status} text={STATES[live.state].text} />
      ),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, live) => (
        <Space size="small" wrap>
          {editor && live.state === 'scheduled' && (
            <LiveFormModal
              title={`修改直播：${live.lessonTitle}`}
              trigger={
                <Button type="link" size="small">
                  修改
                </Button>
              }
              initial={live}
              courses={courses}
              teachers={teacherList}
              onSave={async (values) => {
                const done = await save(() => api.changeLive(live.id, toLive(values)), '已保存')
                if (done) await reload()
                return done
              }}
            />
          )}
          {editor && (live.state === 'scheduled' || live.state === 'live') && (
            <Popconfirm
              title={`取消直播“${live.lessonTitle}”？`}
              description="取消后学员将看到“已取消”，不能恢复。"
              okText="取消直播"
              cancelText="不取消"
              onConfirm={() => act(() => api.cancelLive(live.id), '直播已取消')}
            >
              <Button type="link" size="small" danger>
                取消
              </Button>
            </Popconfirm>
          )}
          {live.state === 'ended' && (
            <Button
              type="link"
              size="small"
              onClick={() => act(() => api.markReplayReady(live.id), '回放已就绪')}
            >
              标记回放就绪
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <ConsolePage title="直播管理">
      <ProTable<ConsoleLive>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={TABLE_OPTIONS}
        // On a narrow screen the table scrolls sideways rather than crush its columns.
        scroll={{ x: 800 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        request={async ({ current }) => {
          const page = await api.livePage(current ?? 1)
          return { data: page.list, total: page.totalCount, success: true }
        }}
        toolBarRender={() =>
          editor
            ? [
                <LiveFormModal
                  key="new"
                  title="新建直播"
                  trigger={
                    <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                      新建直播
                    </Button>
                  }
                  courses={courses}
                  teachers={teacherList}
                  onSave={async (values) => {
                    const done = await save(() => api.scheduleLive(toLive(values)), '直播已创建')
                    if (done) await reload()
                    return done
                  }}
                />,
              ]
            : []
        }
      />
    </ConsolePage>
  )
}
