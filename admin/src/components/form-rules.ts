import type { Rule } from 'antd/es/form'
import { staffPasswordError, staffUsernameError } from '@common/rules/staff'

/** An antd form rule from one of common/rules' checks (a message, or null when fine). */
export function ruleOf(check: (value: string) => string | null, required: string): Rule[] {
  return [
    { required: true, message: required },
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === '') return
        const problem = check(value)
        if (problem) throw new Error(problem)
      },
    },
  ]
}

export const USERNAME_RULES = ruleOf(staffUsernameError, '请输入用户名')
export const PASSWORD_RULES = ruleOf(staffPasswordError, '请输入密码')
