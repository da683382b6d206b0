import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { LoginForm, ProFormText } from '@ant-design/pro-components'
import { Alert } from 'antd'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { STAFF_PASSWORD, STAFF_USERNAME } from '@common/constants/staff'
import { ApiError } from '../services/http'
import { login } from '../services/staff'
import { useSession } from '../session'

interface Credentials {
  username: string
  password: string
}

/** The console's login: username and password; back to the page that asked for it. */
export default function LoginPage() {
  const { staff, failure, signedIn } = useSession()
  const [refusal, setRefusal] = useState<string | null>(null)
  const location = useLocation()
  const navigate = useNavigate()
  const from = (location.state as { from?: string } | null)?.from ?? '/'
  if (staff) return <Navigate to={from === '/login' ? '/' : from} replace />

  const submit = async ({ username, password }: Credentials) => {
    setRefusal(null)
    try {
      signedIn(await login(username.trim(), password))
      navigate(from === '/login' ? '/' : from, { replace: true })
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : '登录失败，请稍后再试')
    }
  }

  return (
    <main className="console-login">
      <LoginForm<Credentials>
        title="管理后台"
        subTitle="学校员工登录：教务、客服、财务、讲师与管理员"
        submitter={{ searchConfig: { submitText: '登录' } }}
        onFinish={submit}
      >
        {(refusal ?? failure) && (
          <Alert
            role="alert"
            type="error"
            showIcon
            message={refusal ?? failure}
            style={{ marginBottom: 24 }}
          />
        )}
        <ProFormText
          name="username"
          label="用户名"
          fieldProps={{
            size: 'large',
            prefix: <UserOutlined aria-hidden />,
            autoComplete: 'username',
            maxLength: STAFF_USERNAME.max,
          }}
          placeholder="用户名"
          rules={[{ required: true, message: '请输入用户名' }]}
        />
        <ProFormText.Password
          name="password"
          label="密码"
          fieldProps={{
            size: 'large',
            prefix: <LockOutlined aria-hidden />,
            autoComplete: 'current-password',
            maxLength: STAFF_PASSWORD.max,
          }}
          placeholder="密码"
          rules={[{ required: true, message: '请输入密码' }]}
        />
      </LoginForm>
    </main>
  )
}
