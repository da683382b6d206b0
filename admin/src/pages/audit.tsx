import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { Typography } from 'antd'
import dayjs from 'dayjs'
import type { AuditEntry } from '@common/contracts/staff'
import { AUDIT_ACTIONS, auditActionName } from '@common/constants/audit'
import { summaryText } from '../audit-summary'
import { auditPage } from '../services/staff'
import { ConsolePage } from '../components/console-page'
import { TABLE_OPTIONS } from '../components/table-options'

const ACTION_OPTIONS = Object.fromEntries(
  Object.entries(AUDIT_ACTIONS).map(([code, name]) => [code, { text: name }]),
)

interface Filter {
  actor?: string
  action?: string
  at?: [string, string]
  current?: number
}

/** The audit log (admin only): every change made in the console, newest first, filterable. */
export default function AuditPage() {
  const columns: ProColumns<AuditEntry>[] = [
    {
      title: '时间',
      dataIndex: 'at',
      valueType: 'dateTimeRange',
      width: 190,
      render: (_, row) => dayjs(row.at).format('YYYY-MM-DD HH:mm:ss'),
      search: { transform: (value: [string, string]) => ({ at: value }) },
    },
    { title: '操作人', dataIndex: 'actor' },
    {
      title: '操作',
      dataIndex: 'action',
      valueType: 'select',
      valueEnum: ACTION_OPTIONS,
      render: (_, row) => auditActionName(row.action),
    },
    { title: '对象', dataIndex: 'target', search: false },
    {
      title: '变更',
      dataIndex: 'summary',
      search: false,
      render: (_, row) => (
        <Typography.Text style={{ wordBreak: 'break-all' }}>
          {summaryText(row.summary)}
        </Typography.Text>
      ),
    },
    { title: 'IP', dataIndex: 'ip', search: false },
  ]
  return (
    <ConsolePage title="操作日志">
      <ProTable<AuditEntry, Filter>
        rowKey="id"
        columns={columns}
        options={TABLE_OPTIONS}
        // On a narrow screen the table scrolls sideways rather than crush its columns.
        scroll={{ x: 800 }}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        request={async ({ actor, action, at, current }) => {
          const page = await auditPage({
            actor,
            action,
            from: at?.[0] ? dayjs(at[0]).toISOString() : undefined,
            to: at?.[1] ? dayjs(at[1]).toISOString() : undefined,
            page: current,
          })
          return { data: page.list, total: page.totalCount, success: true }
        }}
      />
    </ConsolePage>
  )
}
