import { PlusOutlined } from '@ant-design/icons'
import {
  ModalForm,
  ProFormSelect,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import { Badge, Button, Popconfirm, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { Staff } from '@common/contracts/staff'
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@common/constants/staff'
import { PASSWORD_RULES, USERNAME_RULES } from '../components/form-rules'
import { useSaving } from '../components/use-saving'
import { teachers as teacherList, type Teacher } from '../services/lives'
import { changeStaff, createStaff, staffList } from '../services/staff'
import { useSession } from '../session'
import { ConsolePage } from '../components/console-page'
import { TABLE_OPTIONS } from '../components/table-options'

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_NAMES[role] }))

/** The school's staff accounts (admin only): create, change role, disable, reset password. */
export default function StaffPage() {
  const { staff: self } = useSession()
  const table = useRef<ActionType>(null)
  const save = useSaving()
  const [teachers, setTeachers] = useState<Teacher[]>([])
  useEffect(() => {
    teacherList().then(setTeachers, () => undefined)
  }, [])
  const teacherName = (id: number | null | undefined) =>
    teachers.find((teacher) => teacher.id === id)?.name
  const reload = async () => {
    await table.current?.reload()
  }

  const columns: ProColumns<Staff>[] = [
    { title: '用户名', dataIndex: 'username' },
    {
      title: '角色',
      dataIndex: 'role',
      render: (_, row) =>
        row.role === 'teacher'
          ? `${STAFF_ROLE_NAMES.teacher}（${teacherName(row.teacherId) ?? '未关联讲师'}）`
          : STAFF_ROLE_NAMES[row.role],
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      render: (_, row) =>
        row.disabled ? (
          <Badge status="default" text="已停用" />
        ) : (
          <Badge status="success" text="正常" />
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, row) => {
        const isSelf = row.id === self?.id
        return (
          <Space size="small" wrap>
            <ModalForm<{ role: StaffRole }>
              title={`修改 ${row.username} 的角色`}
              trigger={
                <Button type="link" size="small" disabled={isSelf}>
                  修改角色
                </Button>
              }
              initialValues={{ role: row.role }}
              modalProps={{ destroyOnHidden: true }}
              onFinish={async ({ role }) => {
                const done = await save(() => changeStaff(row.id, { role }), '角色已修改')
                if (done) await reload()
                return done
              }}
            >
              <ProFormSelect name="role" label="角色" options={ROLE_OPTIONS} allowClear={false} />
            </ModalForm>
            {row.role === 'teacher' && (
              <ModalForm<{ teacherId: number }>
                title={`${row.username} 是哪位讲师`}
                trigger={
                  <Button type="link" size="small">
                    关联讲师
                  </Button>
                }
                initialValues={{ teacherId: row.teacherId ?? undefined }}
                modalProps={{ destroyOnHidden: true }}
                onFinish={async ({ teacherId }) => {
                  const done = await save(() => changeStaff(row.id, { teacherId }), '已关联讲师')
                  if (done) await reload()
                  return done
                }}
              >
                <ProFormSelect
                  name="teacherId"
                  label="讲师"
                  showSearch
                  options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
                  rules={[{ required: true, message: '请选择讲师' }]}
                />
              </ModalForm>
            )}
            <ModalForm<{ password: string }>
              title={`重置 ${row.username} 的密码`}
              trigger={
                <Button type="link" size="small">
                  重置密码
                </Button>
              }
              modalProps={{ destroyOnHidden: true }}
              onFinish={({ password }) =>
                save(() => changeStaff(row.id, { password }), '密码已重置，该账号需重新登录')
              }
            >
              <ProFormText.Password
                name="password"
                label="新密码"
                rules={PASSWORD_RULES}
                fieldProps={{ autoComplete: 'new-password' }}
              />
            </ModalForm>
            <Popconfirm
              title={row.disabled ? `启用 ${row.username}？` : `停用 ${row.username}？`}
              description={row.disabled ? undefined : '停用后该账号立即退出，不能再登录。'}
              okText={row.disabled ? '启用' : '停用'}
              cancelText="取消"
              disabled={isSelf}
              onConfirm={() => {
                const disabled = !row.disabled
                save(
                  () => changeStaff(row.id, { disabled }),
                  disabled ? '账号已停用' : '账号已启用',
                )
                  .then((done) => (done ? reload() : undefined))
                  .catch(() => undefined)
              }}
            >
              <Button type="link" size="small" danger={!row.disabled} disabled={isSelf}>
                {row.disabled ? '启用' : '停用'}
              </Button>
            </Popconfirm>
          </Space>
        )
      },
    },
  ]

  return (
    <ConsolePage title="员工账号">
      <ProTable<Staff>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={TABLE_OPTIONS}
        // On a narrow screen the table scrolls sideways rather than crush its columns.
        scroll={{ x: 800 }}
        pagination={false}
        request={async () => ({ data: await staffList(), success: true })}
        toolBarRender={() => [
          <ModalForm<{ username: string; password: string; role: StaffRole }>
            key="create"
            title="新建员工"
            trigger={
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                新建员工
              </Button>
            }
            initialValues={{ role: 'content' }}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (account) => {
              const done = await save(() => createStaff(account), '员工已创建')
              if (done) await reload()
              return done
            }}
          >
            <ProFormText
              name="username"
              label="用户名"
              rules={USERNAME_RULES}
              fieldProps={{ autoComplete: 'off' }}
            />
            <ProFormText.Password
              name="password"
              label="初始密码"
              rules={PASSWORD_RULES}
              fieldProps={{ autoComplete: 'new-password' }}
            />
            <ProFormSelect name="role" label="角色" options={ROLE_OPTIONS} allowClear={false} />
          </ModalForm>,
        ]}
      />
    </ConsolePage>
  )
}
