import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProDescriptions,
  ProForm,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components'
import { Button, Card, Image, Modal, Popconfirm, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import type { ConsoleCourseDetail, ConsoleLesson } from '@common/contracts/console-courses'
import { COURSE_RULES, contentTitleError } from '@common/rules/course-content'
import { ConsolePage } from '../components/console-page'
import { useLoadedItem } from '../components/loaded-item'
import { CourseFormModal, courseFormValues, toNewCourse } from '../components/course-form'
import { ruleOf } from '../components/form-rules'
import { useSaving } from '../components/use-saving'
import { VideoUpload, videoLength } from '../components/video-upload'
import * as api from '../services/courses'

interface LessonForm {
  title: string
  chapterId?: number | null
  free: boolean
  published: boolean
  uploadId?: string
}

const LESSON_TITLE_RULES = ruleOf((value) => contentTitleError(value, '课时'), '请填写课时名称')
const CHAPTER_TITLE_RULES = ruleOf((value) => contentTitleError(value, '章节'), '请填写章节名称')
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** A lesson's form in a dialog: its title, chapter, free or not, video and whether learners see it. */
function LessonFormModal({
  title,
  trigger,
  course,
  lesson,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  course: ConsoleCourseDetail
  lesson?: ConsoleLesson
  onSave: (values: LessonForm) => Promise<boolean>
}) {
  return (
    <ModalForm<LessonForm>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        lesson
          ? {
              title: lesson.title,
              chapterId: lesson.chapterId,
              free: lesson.free,
              published: lesson.published,
            }
          : { chapterId: course.outline.at(-1)?.id ?? null, free: false, published: true }
      }
      onFinish={onSave}
    >
      <ProFormText
        name="title"
        label="课时名称"
        fieldProps={{ maxLength: COURSE_RULES.titleMax, showCount: true }}
        rules={LESSON_TITLE_RULES}
      />
      <ProFormSelect
        name="chapterId"
        label="所属章节"
        placeholder="不选：列在各章之前"
        options={course.outline.map((chapter) => ({ value: chapter.id, label: chapter.title }))}
      />
      <ProForm.Item name="uploadId" label="视频">
        <VideoUpload
          current={lesson?.hasVideo ? `当前视频时长 ${videoLength(lesson.duration)}` : undefined}
        />
      </ProForm.Item>
      <Space size="large">
        <ProFormSwitch name="free" label="免费试听" />
        <ProFormSwitch name="published" label="上架（学员可见）" />
      </Space>
    </ModalForm>
  )
}

/** 编辑课程: a course's details, publishing, and its outline of chapters and lessons. */
export default function CourseEditPage() {
  const { id } = useParams()
  const courseId = Number(id)
  const save = useSaving()
  const [preview, setPreview] = useState<ConsoleLesson | null>(null)
  const {
    item: course,
    reload: load,
    view,
  } = useLoadedItem(courseId, api.courseDetail, { path: '/courses', name: '课程管理' })
  if (!course) return view

  const saved = async (change: () => Promise<unknown>, done: string) => {
    const ok = await save(change, done)
    if (ok) await load()
    return ok
  }
  /** A change from a button: the same, nothing waits for it. */
  const act = (change: () => Promise<unknown>, done: string) => {
    saved(change, done).catch(() => undefined)
  }
  const chapterTitle = (chapterId: number | null) =>
    course.outline.find((chapter) => chapter.id === chapterId)?.title ?? '（各章之前）'
  const published = course.status === 'published'

  return (
    <ConsolePage title={`编辑课程：${course.title}`}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card
          title="基本信息"
          extra={
            <Space wrap>
              {published ? <Tag color="#237804">已发布</Tag> : <Tag>草稿</Tag>}
              <CourseFormModal
                title="修改课程信息"
                trigger={<Button>修改信息</Button>}
                initial={courseFormValues(course)}
                onSave={(values) =>
                  saved(() => api.changeCourse(course.id, toNewCourse(values)), '已保存')
                }
              />
              {published ? (
                <Popconfirm
                  title="下架后学员将看不到这门课程，也不能购买；已购学员照常学习。"
                  okText="下架"
                  cancelText="取消"
                  onConfirm={() =>
                    act(() => api.changeCourse(course.id, { status: 'draft' }), '课程已下架')
                  }
                >
                  <Button danger>下架课程</Button>
                </Popconfirm>
              ) : (
                <Button
                  type="primary"
                  onClick={() =>
                    act(() => api.changeCourse(course.id, { status: 'published' }), '课程已发布')
                  }
                >
                  发布课程
                </Button>
              )}
            </Space>
          }
        >
          <ProDescriptions column={{ xs: 1, md: 2 }} dataSource={course}>
            <ProDescriptions.Item label="考试 / 科目">
              {course.examName} / {course.subjectName}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="讲师">{course.teacher}</ProDescriptions.Item>
            <ProDescriptions.Item label="价格">
              {course.discountPriceFen === 0
                ? '免费'
                : `${yuan(course.discountPriceFen)}（原价 ${yuan(course.priceFen)}）`}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="有效期">{course.validityDays} 天</ProDescriptions.Item>
            <ProDescriptions.Item label="封面">
              <Image src={course.cover} alt={`${course.title}的封面`} width={160} />
            </ProDescriptions.Item>
            <ProDescriptions.Item label="课程简介" span={2}>
              {course.description || '（未填写）'}
            </ProDescriptions.Item>
          </ProDescriptions>
        </Card>
        <Card
          title="章节与课时"
          extra={
            <Space wrap>
              <ModalForm<{ title: string }>
                title="添加章节"
                trigger={<Button icon={<PlusOutlined aria-hidden />}>添加章节</Button>}
                modalProps={{ destroyOnHidden: true }}
                onFinish={(values) =>
                  saved(() => api.addChapter(course.id, values.title), '章节已添加')
                }
              >
                <ProFormText
                  name="title"
                  label="章节名称"
                  placeholder="如：第一章 总论"
                  fieldProps={{ maxLength: COURSE_RULES.titleMax, showCount: true }}
                  rules={CHAPTER_TITLE_RULES}
                />
              </ModalForm>
              <LessonFormModal
                title="添加课时"
                trigger={
                  <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                    添加课时
                  </Button>
                }
                course={course}
                onSave={(values) =>
                  saved(
                    () =>
                      api.createLesson({
                        courseId: course.id,
                        chapterId: values.chapterId ?? null,
                        title: values.title,
                        free: values.free,
                        published: values.published,
                        ...(values.uploadId ? { uploadId: values.uploadId } : {}),
                      }),
                    '课时已创建',
                  )
                }
              />
            </Space>
          }
        >
          <Table<ConsoleLesson>
            rowKey="id"
            dataSource={course.lessons}
            pagination={false}
            scroll={{ x: 760 }}
            locale={{ emptyText: '还没有课时：先添加章节，再添加课时并上传视频' }}
            columns={[
              {
                title: '章节',
                key: 'chapter',
                render: (_, lesson) => chapterTitle(lesson.chapterId),
              },
              { title: '课时', dataIndex: 'title' },
              {
                title: '视频',
                key: 'video',
                width: 150,
                render: (_, lesson) =>
                  lesson.hasVideo ? (
                    <Space size={4}>
                      {videoLength(lesson.duration)}
                      <Button
                        type="link"
                        size="small"
                        aria-label={`预览视频：${lesson.title}`}
                        onClick={() => setPreview(lesson)}
                      >
                        预览
                      </Button>
                    </Space>
                  ) : (
                    <Tag color="#ad4e00">未上传</Tag>
                  ),
              },
              {
                title: '状态',
                key: 'state',
                width: 150,
                render: (_, lesson) => (
                  <Space size={4} wrap>
                    {lesson.published ? <Tag color="#237804">已上架</Tag> : <Tag>未上架</Tag>}
                    {lesson.free && <Tag color="#0050b3">试听</Tag>}
                  </Space>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 170,
                render: (_, lesson) => (
                  <Space size="small" wrap>
                    <LessonFormModal
                      title={`修改课时：${lesson.title}`}
                      trigger={
                        <Button type="link" size="small">
                          修改
                        </Button>
                      }
                      course={course}
                      lesson={lesson}
                      onSave={(values) =>
                        saved(
                          () =>
                            api.changeLesson(lesson.id, {
                              chapterId: values.chapterId ?? null,
                              title: values.title,
                              free: values.free,
                              published: values.published,
                              ...(values.uploadId ? { uploadId: values.uploadId } : {}),
                            }),
                          '已保存',
                        )
                      }
                    />
                    <Button
                      type="link"
                      size="small"
                      onClick={() =>
                        act(
                          () => api.changeLesson(lesson.id, { published: !lesson.published }),
                          lesson.published ? '课时已下架' : '课时已上架',
                        )
                      }
                    >
                      {lesson.published ? '下架' : '上架'}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Space>
      <Modal
        title={preview ? `预览：${preview.title}` : ''}
        open={preview !== null}
        footer={null}
        width={720}
        destroyOnHidden
        onCancel={() => setPreview(null)}
      >
        {preview && (
          // The staff's own copy, read through the console's API: drafts and unpublished
          // lessons play here before any learner may open them.
          <video
            src={api.lessonVideoUrl(preview.id)}
            controls
            autoPlay
            style={{ width: '100%', background: '#000' }}
            aria-label={`课时视频：${preview.title}`}
          />
        )}
      </Modal>
    </ConsolePage>
  )
}
