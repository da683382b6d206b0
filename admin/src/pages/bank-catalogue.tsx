import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProDescriptions,
  ProForm,
  ProFormDatePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components'
import { Button, Card, Empty, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useCallback, useEffect, useState } from 'react'
import type {
  ConsoleBankChapter,
  ConsoleBankSubject,
  ConsoleExam,
  ConsoleKnowledge,
} from '@common/contracts/console-bank'
import { BANK_CATALOGUE_RULES, catalogueNameError } from '@common/rules/bank-catalogue'
import { ConsolePage } from '../components/console-page'
import { ruleOf } from '../components/form-rules'
import { LessonPicker } from '../components/lesson-picker'
import { subjectOptions } from '../components/subject-select'
import { useSaving } from '../components/use-saving'
import * as api from '../services/bank-catalogue'

const day = (value: unknown) => dayjs(value as string).format('YYYY-MM-DD')
const CHAPTER_RULES = ruleOf((value) => catalogueNameError(value, '章节'), '请填写章节名称')
const POINT_RULES = ruleOf((value) => catalogueNameError(value, '知识点'), '请填写知识点名称')
const SUBJECT_RULES = ruleOf((value) => catalogueNameError(value, '科目'), '请填写科目名称')

interface SubjectForm {
  examId: number
  name: string
  year: number
  examDate: string
  sprintDate?: string | null
  copyFrom?: number
}

/** The subject's form: its name, year, exam day and sprint paper day (and, new, an outline to copy). */
function SubjectFormModal({
  title,
  trigger,
  exams,
  initial,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  exams: ConsoleExam[]
  initial?: ConsoleBankSubject
  onSave: (values: SubjectForm) => Promise<boolean>
}) {
  return (
    <ModalForm<SubjectForm>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        initial
          ? { ...initial, sprintDate: initial.sprintDate ?? undefined }
          : { year: dayjs().year() + 1 }
      }
      onFinish={(values) =>
        onSave({
          ...values,
          examDate: day(values.examDate),
          sprintDate: values.sprintDate ? day(values.sprintDate) : null,
        })
      }
    >
      {!initial && (
        <ProFormSelect
          name="examId"
          label="考试"
          options={exams.map((exam) => ({ value: exam.id, label: exam.name }))}
          rules={[{ required: true, message: '请选择考试' }]}
        />
      )}
      <ProFormText
        name="name"
        label="科目名称"
        fieldProps={{ maxLength: BANK_CATALOGUE_RULES.nameMax }}
        rules={SUBJECT_RULES}
      />
      <ProFormDigit
        name="year"
        label="考试年份"
        min={BANK_CATALOGUE_RULES.yearMin}
        max={BANK_CATALOGUE_RULES.yearMax}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写考试年份' }]}
      />
      <ProFormDatePicker
        name="examDate"
        width="md"
        label="考试日期"
        rules={[{ required: true, message: '请选择考试日期' }]}
      />
      <ProFormDatePicker
        name="sprintDate"
        width="md"
        label="押题卷开放日期"
        placeholder="不填：考前一周开放"
      />
      {!initial && (
        <ProFormSelect
          name="copyFrom"
          label="复制章节与知识点自"
          placeholder="不复制：从空白开始"
          showSearch
          options={subjectOptions(exams)}
        />
      )}
    </ModalForm>
  )
}

/** A one-field dialog: a chapter's, 节's or exam's name. */
function NameModal({
  title,
  label,
  trigger,
  initial,
  rules,
  onSave,
}: {
  title: string
  label: string
  trigger: JSX.Element
  initial?: string
  rules: typeof CHAPTER_RULES
  onSave: (name: string) => Promise<boolean>
}) {
  return (
    <ModalForm<{ name: string }>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ name: initial }}
      onFinish={(values) => onSave(values.name)}
    >
      <ProFormText
        name="name"
        label={label}
        fieldProps={{ maxLength: BANK_CATALOGUE_RULES.titleMax }}
        rules={rules}
      />
    </ModalForm>
  )
}

interface PointForm {
  name: string
  importance: number
  chapterId: number
  lessonIds: number[]
}

function PointFormModal({
  title,
  trigger,
  chapters,
  initial,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  chapters: ConsoleBankChapter[]
  initial: Partial<PointForm>
  onSave: (values: PointForm) => Promise<boolean>
}) {
  return (
    <ModalForm<PointForm>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ importance: 5, lessonIds: [], ...initial }}
      onFinish={onSave}
    >
      <ProFormText
        name="name"
        label="知识点名称"
        fieldProps={{ maxLength: BANK_CATALOGUE_RULES.nameMax }}
        rules={POINT_RULES}
      />
      <ProFormDigit
        name="importance"
        label="重要程度（0–10）"
        min={0}
        max={BANK_CATALOGUE_RULES.importanceMax}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写重要程度' }]}
      />
      <ProFormSelect
        name="chapterId"
        label="所属章"
        options={chapters.map((chapter) => ({ value: chapter.id, label: chapter.title }))}
        rules={[{ required: true, message: '请选择所属章' }]}
      />
      <ProForm.Item name="lessonIds" label="讲解该知识点的课时">
        <LessonPicker />
      </ProForm.Item>
    </ModalForm>
  )
}

/** 题库目录: the bank's exams and subjects by year, each subject's chapters, 节 and points. */
export default function BankCataloguePage() {
  const save = useSaving()
  const [exams, setExams] = useState<ConsoleExam[]>([])
  const [subjectId, setSubjectId] = useState<number>()
  const [chapters, setChapters] = useState<ConsoleBankChapter[] | null>(null)

  const loadExams = useCallback(async () => {
    const list = await api.exams()
    setExams(list)
    setSubjectId((current) => current ?? list[0]?.subjects[0]?.id)
  }, [])
  const loadChapters = useCallback(async () => {
    if (subjectId) setChapters(await api.chapters(subjectId))
  }, [subjectId])
  useEffect(() => {
    loadExams().catch(() => undefined)
  }, [loadExams])
  useEffect(() => {
    setChapters(null)
    loadChapters().catch(() => undefined)
  }, [loadChapters])

  const exam = exams.find((each) => each.subjects.some((subject) => subject.id === subjectId))
  const subject = exam?.subjects.find((each) => each.id === subjectId)
  const saved = async (change: () => Promise<unknown>, done: string) => {
    const ok = await save(change, done)
    if (ok) await Promise.all([loadExams(), loadChapters()])
    return ok
  }
  const act = (change: () => Promise<unknown>, done: string) => {
    saved(change, done).catch(() => undefined)
  }

  const pointColumns = [
    { title: '知识点', dataIndex: 'name' },
    { title: '重要程度', dataIndex: 'importance', width: 100 },
    { title: '题目', dataIndex: 'questionCount', width: 80 },
    {
      title: '关联课时',
      key: 'lessons',
      width: 100,
      render: (_: unknown, point: ConsoleKnowledge) => `${point.lessonIds.length} 个`,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, point: ConsoleKnowledge) => (
        <Space size="small">
          <PointFormModal
            title={`修改知识点：${point.name}`}
            trigger={
              <Button type="link" size="small">
                修改
              </Button>
            }
            chapters={chapters ?? []}
            initial={point}
            onSave={(values) => saved(() => api.changeKnowledge(point.id, values), '已保存')}
          />
          <Popconfirm
            title={`删除知识点“${point.name}”？`}
            okText="删除"
            cancelText="取消"
            onConfirm={() => act(() => api.deleteKnowledge(point.id), '知识点已删除')}
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
    <ConsolePage title="题库目录">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card
          title="考试与科目"
          extra={
            <Space wrap>
              <NameModal
                title="新建考试"
                label="考试名称"
                trigger={<Button>新建考试</Button>}
                rules={ruleOf((value) => catalogueNameError(value, '考试'), '请填写考试名称')}
                onSave={(name) => saved(() => api.createExam(name), '考试已创建')}
              />
              <SubjectFormModal
                title="新建科目"
                trigger={
                  <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                    新建科目
                  </Button>
                }
                exams={exams}
                onSave={(values) =>
                  saved(async () => {
                    const made = await api.createSubject({
                      ...values,
                      sprintDate: values.sprintDate ?? null,
                    })
                    setSubjectId(made.id)
                  }, '科目已创建')
                }
              />
            </Space>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select
              aria-label="科目"
              style={{ width: '100%', maxWidth: 480 }}
              showSearch
              optionFilterProp="label"
              value={subjectId}
              onChange={(value: number) => setSubjectId(value)}
              options={exams.map((each) => ({
                label: each.name,
                title: each.name,
                options: each.subjects.map((item) => ({
                  value: item.id,
                  label: `${item.year} ${item.name}`,
                })),
              }))}
            />
            {subject && (
              <ProDescriptions column={{ xs: 1, md: 4 }} dataSource={subject}>
                <ProDescriptions.Item label="考试日期">{subject.examDate}</ProDescriptions.Item>
                <ProDescriptions.Item label="押题卷开放">
                  {subject.sprintDate ?? '考前一周（默认）'}
                </ProDescriptions.Item>
                <ProDescriptions.Item label="题目">{subject.questionCount} 道</ProDescriptions.Item>
                <ProDescriptions.Item label="章">{subject.chapterCount} 章</ProDescriptions.Item>
              </ProDescriptions>
            )}
            {subject && (
              <SubjectFormModal
                title={`修改科目：${subject.year} ${subject.name}`}
                trigger={<Button>修改科目</Button>}
                exams={exams}
                initial={subject}
                onSave={(values) =>
                  saved(
                    () =>
                      api.changeSubject(subject.id, {
                        name: values.name,
                        year: values.year,
                        examDate: values.examDate,
                        sprintDate: values.sprintDate ?? null,
                      }),
                    '已保存',
                  )
                }
              />
            )}
          </Space>
        </Card>
        {subject && (
          <Card
            title="章节与知识点"
            extra={
              <NameModal
                title="添加章"
                label="章名称"
                trigger={<Button icon={<PlusOutlined aria-hidden />}>添加章</Button>}
                rules={CHAPTER_RULES}
                onSave={(name) => saved(() => api.addChapter(subject.id, name), '章节已添加')}
              />
            }
          >
            <Typography.Paragraph type="secondary">
              导入题目时“章节”“知识点”按名称对应这里的章与知识点；有题目、知识点或节的章不能删除。
            </Typography.Paragraph>
            <Table<ConsoleBankChapter>
              rowKey="id"
              loading={chapters === null}
              dataSource={chapters ?? []}
              pagination={false}
              scroll={{ x: 760 }}
              locale={{ emptyText: <Empty description="还没有章节：先添加章" /> }}
              expandable={{
                expandedRowRender: (chapter) => (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <Table<ConsoleKnowledge>
                      rowKey="id"
                      size="small"
                      dataSource={chapter.points}
                      columns={pointColumns}
                      pagination={false}
                      locale={{ emptyText: '本章还没有知识点' }}
                    />
                    <PointFormModal
                      title={`添加知识点：${chapter.title}`}
                      trigger={
                        <Button size="small" icon={<PlusOutlined aria-hidden />}>
                          添加知识点
                        </Button>
                      }
                      chapters={chapters ?? []}
                      initial={{ chapterId: chapter.id }}
                      onSave={(values) =>
                        saved(
                          () => api.addKnowledge({ ...values, subjectId: subject.id }),
                          '知识点已添加',
                        )
                      }
                    />
                  </Space>
                ),
              }}
              columns={[
                { title: '章', dataIndex: 'title', width: 200 },
                {
                  title: '节',
                  key: 'sections',
                  render: (_, chapter) => (
                    <Space size={[4, 4]} wrap>
                      {chapter.sections.map((section) => (
                        <Tag key={section.id}>{section.title}</Tag>
                      ))}
                    </Space>
                  ),
                },
                {
                  title: '知识点',
                  key: 'points',
                  width: 80,
                  render: (_, chapter) => chapter.points.length,
                },
                { title: '题目', dataIndex: 'questionCount', width: 80 },
                {
                  title: '操作',
                  key: 'actions',
                  width: 220,
                  render: (_, chapter) => (
                    <Space size="small" wrap>
                      <NameModal
                        title={`添加节：${chapter.title}`}
                        label="节名称"
                        trigger={
                          <Button type="link" size="small">
                            添加节
                          </Button>
                        }
                        rules={CHAPTER_RULES}
                        onSave={(name) =>
                          saved(() => api.addChapter(subject.id, name, chapter.id), '章节已添加')
                        }
                      />
                      <NameModal
                        title={`重命名：${chapter.title}`}
                        label="章名称"
                        initial={chapter.title}
                        trigger={
                          <Button type="link" size="small">
                            重命名
                          </Button>
                        }
                        rules={CHAPTER_RULES}
                        onSave={(name) =>
                          saved(() => api.renameChapter(chapter.id, name), '已保存')
                        }
                      />
                      <Popconfirm
                        title={`删除“${chapter.title}”？`}
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => act(() => api.deleteChapter(chapter.id), '章节已删除')}
                      >
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        )}
      </Space>
    </ConsolePage>
  )
}
