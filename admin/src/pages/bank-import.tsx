import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import { ProCard } from '@ant-design/pro-components'
import { Alert, App, Button, Select, Space, Table, Typography, Upload } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { ConsoleSubject, ImportError, ImportReport } from '@common/contracts/bank-import'
import { IMPORT_LIMITS } from '@common/constants/bank-import'
import { ConsolePage } from '../components/console-page'
import { ApiError } from '../services/http'
import { bankSubjects, exportAddress, importFile, TEMPLATE_ADDRESS } from '../services/bank'

const ERROR_COLUMNS = [
  { title: '工作表 / 文档', dataIndex: 'sheet', width: 120 },
  // A Word document's errors name its paragraph and marker.
  { title: '行 / 段', dataIndex: 'row', width: 80 },
  { title: '列 / 标记', dataIndex: 'column', width: 120 },
  { title: '问题', dataIndex: 'message' },
]

/**
 * 题库导入 (content staff): choose a subject, drop an .xlsx or .docx file, see every problem by sheet,
 * row and column before anything changes, then import it whole.
 */
export default function BankImportPage() {
  const { message } = App.useApp()
  const [subjects, setSubjects] = useState<ConsoleSubject[]>([])
  const [subjectId, setSubjectId] = useState<number>()
  const [file, setFile] = useState<File>()
  const [report, setReport] = useState<ImportReport>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()

  const load = () =>
    bankSubjects().then(setSubjects, (error: unknown) =>
      setFailure(error instanceof ApiError ? error.message : '科目加载失败'),
    )
  useEffect(() => {
    load().catch(() => undefined)
  }, [])

  const options = useMemo(
    () =>
      [...new Set(subjects.map((subject) => `${subject.year} ${subject.examName}`))].map(
        (group) => ({
          label: group,
          options: subjects
            .filter((subject) => `${subject.year} ${subject.examName}` === group)
            .map((subject) => ({
              value: subject.id,
              label: `${subject.year} ${subject.name}（${subject.questionCount} 题）`,
            })),
        }),
      ),
    [subjects],
  )
  const subject = subjects.find((each) => each.id === subjectId)

  const send = async (chosen: File, dryRun: boolean) => {
    if (!subjectId) return
    setBusy(true)
    setFailure(undefined)
    try {
      const answer = await importFile(subjectId, chosen, dryRun)
      setReport(answer.report)
      if (!dryRun && answer.report.errors.length === 0) {
        message.success(answer.message)
        setFile(undefined)
        await load()
      }
    } catch (error) {
      setReport(undefined)
      setFailure(error instanceof ApiError ? error.message : '导入失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConsolePage title="题库导入">
      <ProCard direction="column" gutter={[0, 16]} ghost>
        <ProCard title="1. 选择科目">
          <Space wrap>
            <Select
              aria-label="科目"
              style={{ width: '100%', maxWidth: 420 }}
              showSearch
              optionFilterProp="label"
              placeholder="选择要导入的科目"
              options={options}
              value={subjectId}
              onChange={(value: number) => {
                setSubjectId(value)
                setReport(undefined)
              }}
            />
            <Button icon={<DownloadOutlined aria-hidden />} href={TEMPLATE_ADDRESS} download>
              下载 Excel 模板
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              href={`${TEMPLATE_ADDRESS}?format=docx`}
              download
            >
              下载 Word 模板
            </Button>
            {subjectId && (
              <Button
                icon={<DownloadOutlined aria-hidden />}
                href={exportAddress(subjectId)}
                download
              >
                导出该科目题库
              </Button>
            )}
          </Space>
          {subject && (
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              “章节”列填写本科目的章：{subject.chapters.join('、')}
            </Typography.Paragraph>
          )}
        </ProCard>
        <ProCard title="2. 上传 Excel 或 Word 文件并检查">
          <Upload.Dragger
            accept=".xlsx,.docx"
            maxCount={1}
            disabled={!subjectId || busy}
            showUploadList={false}
            beforeUpload={(chosen) => {
              if (chosen.size > IMPORT_LIMITS.fileBytes) {
                setFailure(`文件不能超过 ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`)
                return Upload.LIST_IGNORE
              }
              setFile(chosen)
              send(chosen, true).catch(() => undefined)
              return false
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">
              {subjectId ? '点击或拖入 .xlsx 或 .docx 文件，先检查，不会修改题库' : '请先选择科目'}
            </p>
            <p className="ant-upload-hint">
              Excel：工作表“题目”必填，“材料”“分录”按需填写；Word：按模板中的【答案】【解析】等标记书写；单个文件不超过
              10 MB、{IMPORT_LIMITS.rows} 道题
            </p>
          </Upload.Dragger>
          {failure && (
            <Alert role="alert" type="error" showIcon message={failure} style={{ marginTop: 16 }} />
          )}
        </ProCard>
        {report && file && (
          <ProCard title="3. 检查结果">
            {report.errors.length > 0 ? (
              <>
                <Alert
                  role="alert"
                  type="error"
                  showIcon
                  message={`${file.name}：${report.rows} 行中有 ${report.errors.length} 处错误，未导入。请修改后重新上传。`}
                  style={{ marginBottom: 16 }}
                />
                <Table<ImportError>
                  size="small"
                  rowKey={(error) => `${error.sheet}-${error.row}-${error.column}-${error.message}`}
                  columns={ERROR_COLUMNS}
                  dataSource={report.errors}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                />
              </>
            ) : report.dryRun ? (
              <Space direction="vertical">
                <Alert
                  role="status"
                  type="success"
                  showIcon
                  message={`${file.name}：检查通过，共 ${report.rows} 行、${report.questions} 道题`}
                />
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => {
                    send(file, false).catch(() => undefined)
                  }}
                >
                  确认导入
                </Button>
              </Space>
            ) : (
              <Alert
                role="status"
                type="success"
                showIcon
                message={`已导入 ${report.created} 道题`}
              />
            )}
          </ProCard>
        )}
      </ProCard>
    </ConsolePage>
  )
}
