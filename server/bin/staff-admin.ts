/**
 * `npm run admin -- create --username U --password P --role admin`: a staff account of the
 * school's console, made from the command line (the first admin of a school, or a recovery).
 * It opens the database the server uses (DATABASE_URL, or SQLite at SQLITE_FILE), migrates it
 * first as the server does, and records the account in the audit log as made by `system`.
 */
import { hashPassword } from '../src/services/passwords'
import { SYSTEM_ACTOR, createStaffAccount } from '../src/services/staff'
import { STAFF_ROLES, STAFF_ROLE_NAMES, isStaffRole } from '../../common/constants/staff'
import { Refusal, runCli, withDatabase } from './cli'

const USAGE = `用法：npm run admin -- create --username 用户名 --password 密码 --role ${STAFF_ROLES.join('|')}`

function option(args: string[], name: string): string {
  const index = args.indexOf(`--${name}`)
  const value = index >= 0 ? args[index + 1] : undefined
  if (!value || value.startsWith('--')) throw new Refusal(`缺少 --${name}\n${USAGE}`)
  return value
}

async function main(args: string[]): Promise<void> {
  if (args[0] !== 'create') throw new Refusal(USAGE)
  const username = option(args, 'username')
  const password = option(args, 'password')
  const role = option(args, 'role')
  if (!isStaffRole(role)) throw new Refusal(`角色须为 ${STAFF_ROLES.join('、')} 之一\n${USAGE}`)
  const staff = await withDatabase((db, config) =>
    createStaffAccount(
      db,
      (text) => hashPassword(text, config.scryptN),
      { username, password, role },
      SYSTEM_ACTOR,
      Date.now(),
    ),
  )
  console.log(`已创建${STAFF_ROLE_NAMES[staff.role]}账号 ${staff.username}（id ${staff.id}）`)
}

runCli(main(process.argv.slice(2)))
