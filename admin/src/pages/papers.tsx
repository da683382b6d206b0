import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProFormSelect,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Button, Card, Space, Tag, Tooltip } from 'antd'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  CONSOLE_PAPER_KINDS,
  PAPER_KIND_NAMES,
  type ConsolePaper,
} from '@common/contracts/console-papers'
import { ConsolePage } from '../components/console-page'
import { SubjectSelect } from '../components/subject-select'
import { TABLE_OPTIONS } from '../components/table-options'
import { useSaving } from '../components/use-saving'
import * as api from '../services/papers'

const points = (hundredths: number) => `${hundredths / 100} 分`

/** 试卷管理: a subject's papers; a new one is a draft, assembled and published on its page. */
export default function PapersPage() {
  const navigate = useNavigate()
  const save = useSaving()
  const table = useRef<ActionType>(null)
  const [subjectId, setSubjectId] = useState<number>()
  const columns: ProColumns<ConsolePaper>[] = [
    {
      title: '试卷',
      dataIndex: 'title',
      render: (_, paper) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => navigate(`/bank/papers/${paper.id}`)}
        >
          {paper.title}
        </Button>
      ),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 100,
      render: (_, paper) =>
        PAPER_KIND_NAMES[paper.kind as keyof typeof PAPER_KIND_NAMES] ?? paper.kind,
    },
    { title: '题数', dataIndex: 'questionCount', width: 70 },
    {
      title: '总分',
      dataIndex: 'totalMarks',
      width: 90,
      render: (_, paper) => points(paper.totalMarks),
    },
    {
      title: '时长',
      dataIndex: 'minutes',
      width: 90,
      render: (_, paper) => `${paper.minutes} 分钟`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 150,
      render: (_, paper) => (
        <Space size={4} wrap>
          {paper.status === 'published' ? <Tag color="#237804">已发布</Tag> : <Tag>草稿</Tag>}
          {paper.problems.length > 0 && (
            <Tooltip title={paper.problems.join('；')}>
              <Tag color="#ad4e00">{paper.problems.length} 处不符</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ]
  return (
    <ConsolePage title="试卷管理">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <SubjectSelect value={subjectId} onChange={setSubjectId} />
        </Card>
        <ProTable<ConsolePaper>
          rowKey="id"
          actionRef={table}
          columns={columns}
          search={false}
          options={TABLE_OPTIONS}
          scroll={{ x: 760 }}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          params={{ subjectId }}
          request={async () => {
            if (!subjectId) return { data: [], total: 0, success: true }
            const list = await api.papers(subjectId)
            return { data: list, total: list.length, success: true }
          }}
          toolBarRender={() => [
            <ModalForm<{ kind: (typeof CONSOLE_PAPER_KINDS)[number]; title: string }>
              key="new"
              title="新建试卷"
              trigger={
                <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!subjectId}>
                  新建试卷
                </Button>
              }
              modalProps={{ destroyOnHidden: true }}
              initialValues={{ kind: 'mock' }}
              onFinish={async (values) => {
                let id = 0
                const done = await save(async () => {
                  id = (await api.createPaper({ ...values, subjectId: subjectId as number })).id
                }, '试卷已创建')
                if (done) navigate(`/bank/papers/${id}`)
                return done
              }}
            >
              <ProFormSelect
                name="kind"
                label="类型"
                options={CONSOLE_PAPER_KINDS.map((kind) => ({
                  value: kind,
                  label: PAPER_KIND_NAMES[kind],
                }))}
                rules={[{ required: true, message: '请选择类型' }]}
              />
              <ProFormText
                name="title"
                label="试卷名称"
                placeholder="如：2027年初级会计实务 考前模拟（三）"
                fieldProps={{ maxLength: 60 }}
                rules={[{ required: true, message: '请填写试卷名称' }]}
              />
            </ModalForm>,
          ]}
        />
      </Space>
    </ConsolePage>
  )
}
