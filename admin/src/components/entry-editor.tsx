import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Input, InputNumber, Select, Space, Tag, Typography } from 'antd'
import type { EntryLineForm } from '@common/contracts/console-questions'

const total = (lines: EntryLineForm[], side: '借' | '贷') =>
  lines.filter((line) => line.side === side).reduce((sum, line) => sum + (line.amount || 0), 0)

const NEW_ENTRY: EntryLineForm[] = [
  { side: '借', account: '', amount: 0 },
  { side: '贷', account: '', amount: 0 },
]

/**
 * The 会计分录 editor: one or more entries, each lines of 借/贷, account and amount, with the
 * two sides' totals and whether they balance. A form field of entries.
 */
export function EntryEditor({
  value = [],
  onChange,
}: {
  value?: EntryLineForm[][]
  onChange?: (entries: EntryLineForm[][]) => void
}) {
  const entries = value.length > 0 ? value : [NEW_ENTRY]
  const change = (next: EntryLineForm[][]) => onChange?.(next)
  const changeLine = (entry: number, line: number, patch: Partial<EntryLineForm>) =>
    change(
      entries.map((lines, e) =>
        e === entry ? lines.map((each, l) => (l === line ? { ...each, ...patch } : each)) : lines,
      ),
    )
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {entries.map((lines, entry) => {
        const debit = total(lines, '借')
        const credit = total(lines, '贷')
        const balanced = debit > 0 && Math.abs(debit - credit) < 0.005
        return (
          <div key={entry} className="entry-editor" role="group" aria-label={`分录 ${entry + 1}`}>
            <Space style={{ marginBottom: 8 }} wrap>
              <Typography.Text strong>分录 {entry + 1}</Typography.Text>
              <Typography.Text>
                借方合计 {debit.toLocaleString('zh-CN')} · 贷方合计 {credit.toLocaleString('zh-CN')}
              </Typography.Text>
              {balanced ? <Tag color="#237804">借贷平衡</Tag> : <Tag color="#a8071a">借贷不平</Tag>}
              {entries.length > 1 && (
                <Button
                  size="small"
                  danger
                  onClick={() => change(entries.filter((_, e) => e !== entry))}
                >
                  删除分录 {entry + 1}
                </Button>
              )}
            </Space>
            {lines.map((line, index) => (
              <Space key={index} style={{ display: 'flex', marginBottom: 4 }} wrap>
                <Select
                  aria-label={`分录 ${entry + 1} 第 ${index + 1} 行 借贷`}
                  style={{ width: 72 }}
                  value={line.side}
                  options={[
                    { value: '借', label: '借' },
                    { value: '贷', label: '贷' },
                  ]}
                  onChange={(side: '借' | '贷') => changeLine(entry, index, { side })}
                />
                <Input
                  aria-label={`分录 ${entry + 1} 第 ${index + 1} 行 科目`}
                  style={{ width: 280 }}
                  placeholder="科目，如 应交税费——应交增值税（销项税额）"
                  value={line.account}
                  maxLength={60}
                  onChange={(event) => changeLine(entry, index, { account: event.target.value })}
                />
                <InputNumber
                  aria-label={`分录 ${entry + 1} 第 ${index + 1} 行 金额`}
                  style={{ width: 160 }}
                  min={0}
                  precision={2}
                  placeholder="金额"
                  value={line.amount || null}
                  onChange={(amount) => changeLine(entry, index, { amount: Number(amount ?? 0) })}
                />
                <Button
                  aria-label={`删除分录 ${entry + 1} 第 ${index + 1} 行`}
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={lines.length <= 2}
                  onClick={() =>
                    change(
                      entries.map((each, e) =>
                        e === entry ? each.filter((_, l) => l !== index) : each,
                      ),
                    )
                  }
                />
              </Space>
            ))}
            <Button
              size="small"
              icon={<PlusOutlined aria-hidden />}
              onClick={() =>
                change(
                  entries.map((each, e) =>
                    e === entry ? [...each, { side: '贷', account: '', amount: 0 }] : each,
                  ),
                )
              }
            >
              添加一行
            </Button>
          </div>
        )
      })}
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => change([...entries, NEW_ENTRY])}>
        添加一笔分录
      </Button>
    </Space>
  )
}
