import {
  ModalForm,
  ProFormDigit,
  ProFormList,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components'
import { Alert, Button, Card, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import type { ConsoleBankChapter } from '@common/contracts/console-bank'
import {
  PAPER_KIND_NAMES,
  type AssembleInput,
  type ConsolePaperDetail,
  type PaperQuestion,
} from '@common/contracts/console-papers'
import type { ConsoleQuestionRow } from '@common/contracts/console-questions'
import { ConsolePage } from '../components/console-page'
import { useLoadedItem } from '../components/loaded-item'
import { KIND_NAMES } from '../components/question-form'
import { useSaving } from '../components/use-saving'
import { chapters as loadChapters } from '../services/bank-catalogue'
import * as api from '../services/papers'
import { questionPage } from '../services/questions'

type Detail = ConsolePaperDetail
type Section = Detail['sections'][number]

const points = (hundredths: number) => `${hundredths / 100} 分`
const STORED_KIND: Record<string, string> = { indefinite: 'case' }

interface RuleValues {
  sections: {
    name: string
    kind: AssembleInput['sections'][number]['kind']
    count: number
    marks: number
    difficulty?: 1 | 2 | 3
    chapterIds?: number[]
  }[]
}

/** 按规则组卷: the rules prefilled with the exam's structure (marks in points). */
function AssembleModal({
  paper,
  chapters,
  onSave,
}: {
  paper: Detail
  chapters: ConsoleBankChapter[]
  onSave: (input: AssembleInput) => Promise<boolean>
}) {
  const initial: RuleValues = {
    sections: paper.structure.map((section) => ({
      name: section.name,
      kind: section.kind as RuleValues['sections'][number]['kind'],
      count: section.count,
      marks: section.marks / 100,
    })),
  }
  return (
    <ModalForm<RuleValues>
      title="按规则组卷"
      width={880}
      trigger={<Button type="primary">按规则组卷</Button>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={(values) =>
        onSave({
          sections: values.sections.map((section) => ({
            ...section,
            marks: Math.round((section.marks ?? 0) * 100),
            chapterIds: section.chapterIds ?? [],
          })),
        })
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="按考试结构预填：每部分从所选章节、难度的题目中随机抽取，不重复；材料题按题型名抽取，分值取各题自身分值。"
      />
      <ProFormList
        name="sections"
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: '添加部分' }}
      >
        <Space align="start" wrap>
          <ProFormText
            name="name"
            label="部分名称"
            width="sm"
            rules={[{ required: true, message: '请填写名称' }]}
          />
          <ProFormSelect
            name="kind"
            label="题型"
            width="sm"
            options={['single', 'multiple', 'judge', 'indefinite', 'material'].map((kind) => ({
              value: kind,
              label: KIND_NAMES[kind],
            }))}
            rules={[{ required: true, message: '请选择题型' }]}
          />
          <ProFormDigit
            name="count"
            label="题数"
            width="xs"
            min={1}
            max={200}
            fieldProps={{ precision: 0 }}
          />
          <ProFormDigit
            name="marks"
            label="每题分值"
            width="xs"
            min={0}
            max={1000}
            fieldProps={{ precision: 2 }}
          />
          <ProFormSelect
            name="difficulty"
            label="难度"
            width="xs"
            placeholder="不限"
            options={[
              { value: 1, label: '易' },
              { value: 2, label: '中' },
              { value: 3, label: '难' },
            ]}
          />
          <ProFormSelect
            name="chapterIds"
            label="章节"
            width="md"
            mode="multiple"
            placeholder="不限"
            options={chapters.map((chapter) => ({ value: chapter.id, label: chapter.title }))}
          />
        </Space>
      </ProFormList>
    </ModalForm>
  )
}

/** Adds a question of the section's kind, found by words in its stem. */
function QuestionAdder({
  subjectId,
  kind,
  onAdd,
}: {
  subjectId: number
  kind: string | undefined
  onAdd: (question: ConsoleQuestionRow) => void
}) {
  const [options, setOptions] = useState<ConsoleQuestionRow[]>([])
  return (
    <Select<number>
      aria-label="添加题目"
      showSearch
      filterOption={false}
      style={{ width: '100%', maxWidth: 560 }}
      placeholder="输入题干中的词，搜索并添加题目"
      value={null}
      notFoundContent="输入题干中的词搜索"
      onSearch={(keyword) => {
        if (!keyword.trim()) return
        questionPage({ subjectId, kind, keyword: keyword.trim(), page: 1 }).then(
          (page) => setOptions(page.list),
          () => undefined,
        )
      }}
      onChange={(id) => {
        const question = options.find((each) => each.id === id)
        if (question) onAdd(question)
      }}
      options={options.map((question) => ({
        value: question.id,
        label: `#${question.id} ${question.stem}`,
      }))}
    />
  )
}

/** 组卷: a paper's sections, by rule or by hand, checked against the exam before publishing. */
export default function PaperEditPage() {
  const { id } = useParams()
  const paperId = Number(id)
  const save = useSaving()
  const [chapters, setChapters] = useState<ConsoleBankChapter[]>([])
  const {
    item: paper,
    setItem: setPaper,
    view,
  } = useLoadedItem(paperId, api.paper, {
    path: '/bank/papers',
    name: '试卷管理',
  })
  const subjectId = paper?.subjectId
  useEffect(() => {
    if (subjectId) loadChapters(subjectId).then(setChapters, () => undefined)
  }, [subjectId])
  if (!paper) return view

  const draft = paper.status === 'draft'
  const saved = async (change: () => Promise<Detail>, done: string) => {
    let next: Detail | null = null
    const ok = await save(async () => {
      next = await change()
    }, done)
    if (ok && next) setPaper(next)
    return ok
  }
  const act = (change: () => Promise<Detail>, done: string) => {
    saved(change, done).catch(() => undefined)
  }
  /** The sections by hand: each section's marks per question as it stands. */
  const placeBy = (sections: Section[]) =>
    api.setQuestions(paper.id, {
      sections: sections.map((section) => {
        const first = section.questions[0]
        const wanted = paper.structure.find((each) => each.name === section.name)
        return {
          name: section.name,
          marks: first ? Math.round(first.marks / first.units) : (wanted?.marks ?? 0),
          questionIds: section.questions.map((question) => question.id),
        }
      }),
    })
  const sections: Section[] =
    paper.sections.length > 0
      ? paper.sections
      : paper.structure.map((section) => ({ name: section.name, questions: [] }))

  return (
    <ConsolePage title={`组卷：${paper.title}`}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card
          title={PAPER_KIND_NAMES[paper.kind as keyof typeof PAPER_KIND_NAMES] ?? paper.kind}
          extra={
            <Space wrap>
              {draft ? <Tag>草稿</Tag> : <Tag color="#237804">已发布</Tag>}
              {draft && (
                <AssembleModal
                  paper={paper}
                  chapters={chapters}
                  onSave={(input) => saved(() => api.assemble(paper.id, input), '已按规则组卷')}
                />
              )}
              {draft ? (
                <Button onClick={() => act(() => api.publish(paper.id), '试卷已发布')}>发布</Button>
              ) : (
                <Popconfirm
                  title="撤回后学员将看不到这份试卷；正在作答的学员可以交卷。"
                  okText="撤回"
                  cancelText="取消"
                  onConfirm={() => act(() => api.withdraw(paper.id), '试卷已撤回')}
                >
                  <Button danger>撤回</Button>
                </Popconfirm>
              )}
            </Space>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <span>
              {paper.questionCount} 道题 · 总分 {points(paper.totalMarks)} · 及格{' '}
              {points(paper.passMarks)} · {paper.minutes} 分钟
            </span>
            {paper.problems.length > 0 ? (
              <Alert
                type="warning"
                showIcon
                message="与考试结构不符之处（改正后才能发布）"
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {paper.problems.map((each) => (
                      <li key={each}>{each}</li>
                    ))}
                  </ul>
                }
              />
            ) : (
              <Alert type="success" showIcon message="与考试结构一致，可以发布" />
            )}
          </Space>
        </Card>
        {sections.map((section, index) => {
          const wanted = paper.structure.find((each) => each.name === section.name)
          return (
            <Card key={`${section.name}-${index}`} title={`第 ${index + 1} 部分：${section.name}`}>
              <Table<PaperQuestion>
                rowKey="id"
                size="small"
                dataSource={section.questions}
                pagination={false}
                scroll={{ x: 640 }}
                locale={{ emptyText: '还没有题目' }}
                columns={[
                  { title: '序号', key: 'n', width: 60, render: (_, __, n) => n + 1 },
                  {
                    title: '题型',
                    dataIndex: 'kind',
                    width: 110,
                    render: (kind: string) => KIND_NAMES[kind] ?? kind,
                  },
                  { title: '题干', dataIndex: 'stem', ellipsis: true },
                  {
                    title: '分值',
                    dataIndex: 'marks',
                    width: 80,
                    render: (marks: number) => points(marks),
                  },
                  ...(draft
                    ? [
                        {
                          title: '操作',
                          key: 'remove',
                          width: 80,
                          render: (_: unknown, question: PaperQuestion) => (
                            <Button
                              type="link"
                              size="small"
                              danger
                              onClick={() =>
                                act(
                                  () =>
                                    placeBy(
                                      sections.map((each, i) =>
                                        i === index
                                          ? {
                                              ...each,
                                              questions: each.questions.filter(
                                                (q) => q.id !== question.id,
                                              ),
                                            }
                                          : each,
                                      ),
                                    ),
                                  '已移除',
                                )
                              }
                            >
                              移除
                            </Button>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              {draft && (
                <div style={{ marginTop: 12 }}>
                  <QuestionAdder
                    subjectId={paper.subjectId}
                    kind={wanted ? (STORED_KIND[wanted.kind] ?? wanted.kind) : undefined}
                    onAdd={(question) =>
                      act(
                        () =>
                          placeBy(
                            sections.map((each, i) =>
                              i === index
                                ? {
                                    ...each,
                                    questions: [
                                      ...each.questions,
                                      { ...question, units: Math.max(question.parts, 1), marks: 0 },
                                    ],
                                  }
                                : each,
                            ),
                          ),
                        '已添加',
                      )
                    }
                  />
                </div>
              )}
            </Card>
          )
        })}
      </Space>
    </ConsolePage>
  )
}
