import { PlusOutlined } from '@ant-design/icons'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Card, Space, Tag } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { ConsoleBankChapter } from '@common/contracts/console-bank'
import type { ConsoleQuestionRow } from '@common/contracts/console-questions'
import { ConsolePage } from '../components/console-page'
import { SubjectSelect } from '../components/subject-select'
import { KIND_NAMES, QuestionFormDrawer } from '../components/question-form'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import * as catalogue from '../services/bank-catalogue'
import * as api from '../services/questions'

const DIFFICULTY = ['', '易', '中', '难']

/** 题目管理: a subject's questions, found by chapter, kind or words; made and edited in forms. */
export default function QuestionsPage() {
  const save = useSaving()
  const table = useRef<ActionType>(null)
  const [subjectId, setSubjectId] = useState<number>()
  const [chapters, setChapters] = useState<ConsoleBankChapter[]>([])
  useEffect(() => {
    if (!subjectId) return
    setChapters([])
    catalogue.chapters(subjectId).then(setChapters, () => undefined)
    table.current?.reload()?.catch(() => undefined)
  }, [subjectId])

  const saved = async (change: () => Promise<unknown>, done: string) => {
    const ok = await save(change, done)
    if (ok) await table.current?.reload()
    return ok
  }

  const columns: ProColumns<ConsoleQuestionRow>[] = [
    { title: '编号', dataIndex: 'id', width: 80, search: false },
    { title: '关键词', dataIndex: 'keyword', hideInTable: true },
    {
      title: '题型',
      dataIndex: 'kind',
      width: 120,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        Object.entries(KIND_NAMES)
          .filter(([kind]) => kind !== 'indefinite')
          .map(([kind, text]) => [kind, { text }]),
      ),
      render: (_, row) => (
        <Space size={4} wrap>
          {KIND_NAMES[row.kind] ?? row.kind}
          {row.title && <Tag>{row.title}</Tag>}
        </Space>
      ),
    },
    { title: '题干', dataIndex: 'stem', search: false, ellipsis: true },
    {
      title: '章节',
      dataIndex: 'chapterId',
      width: 180,
      valueType: 'select',
      fieldProps: {
        options: chapters.map((chapter) => ({ value: chapter.id, label: chapter.title })),
      },
      render: (_, row) => row.chapter,
    },
    {
      title: '难度',
      dataIndex: 'difficulty',
      width: 70,
      search: false,
      render: (_, row) => DIFFICULTY[row.difficulty] ?? '',
    },
    {
      title: '小题',
      dataIndex: 'parts',
      width: 70,
      search: false,
      render: (_, row) => (row.parts > 0 ? row.parts : '—'),
    },
    { title: '作答', dataIndex: 'answers', width: 80, search: false },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <QuestionFormDrawer
          key={row.id}
          title={`修改题目 #${row.id}`}
          trigger={
            <Button type="link" size="small">
              修改
            </Button>
          }
          chapters={chapters}
          load={async () => (await api.question(row.id)).question}
          onSave={(form) => saved(() => api.changeQuestion(row.id, form), '已保存')}
        />
      ),
    },
  ]

  return (
    <ConsolePage title="题目管理">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <SubjectSelect value={subjectId} onChange={setSubjectId} />
        </Card>
        <ProTable<ConsoleQuestionRow>
          rowKey="id"
          actionRef={table}
          columns={columns}
          options={TABLE_OPTIONS}
          scroll={{ x: 960 }}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          params={{ subjectId }}
          request={async (params) => {
            if (!subjectId) return { data: [], total: 0, success: true }
            const page = await api.questionPage({
              subjectId,
              page: params.current ?? 1,
              chapterId: params.chapterId ? Number(params.chapterId) : undefined,
              kind: params.kind as string | undefined,
              keyword: params.keyword as string | undefined,
            })
            return { data: page.list, total: page.totalCount, success: true }
          }}
          toolBarRender={() => [
            <QuestionFormDrawer
              key="new"
              title="新建题目"
              trigger={
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  // The form starts in the subject's first chapter: wait for the chapters.
                  disabled={!subjectId || chapters.length === 0}
                >
                  新建题目
                </Button>
              }
              chapters={chapters}
              onSave={(form) =>
                saved(() => api.createQuestion(subjectId as number, form), '题目已创建')
              }
            />,
          ]}
        />
      </Space>
    </ConsolePage>
  )
}
