import type { AuditEntry, Staff } from '@common/contracts/staff'
import type { StaffRole } from '@common/constants/staff'
import { call, query } from './http'

export const login = (username: string, password: string) =>
  call<Staff>('POST', '/login', { username, password })
export const logout = () => call<null>('POST', '/logout', {})
export const me = () => call<Staff>('GET', '/me')

export const staffList = () => call<Staff[]>('GET', '/staff')
export const createStaff = (account: { username: string; password: string; role: StaffRole }) =>
  call<Staff>('POST', '/staff', account)
export const changeStaff = (
  id: number,
  change: { role?: StaffRole; disabled?: boolean; password?: string; teacherId?: number | null },
) => call<Staff>('PATCH', `/staff/${id}`, change)

export interface AuditFilter {
  actor?: string
  action?: string
  from?: string
  to?: string
  page?: number
}
export interface AuditPage {
  list: AuditEntry[]
  totalCount: number
  page: number
  pageSize: number
}
export const auditPage = (filter: AuditFilter) =>
  call<AuditPage>('GET', `/audit${query({ ...filter })}`)
