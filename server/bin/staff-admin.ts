/**
 * `npm run admin -- create --username U --password P --role admin`: a staff account of the
 * school's console, made from the command line (the first admin of a school, or a recovery).
 * It opens the database the server uses (DATABASE_URL, or SQLite at SQLITE_FILE), migrates it
 * first as the server does, and records the account in the audit log as made by `system`.
 */
import { ConfigError, loadConfig } from '../src/config'
import { connect } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import { ApiFailure } from '../src/errors'
import { hashPassword } from '../src/services/passwords'
import { SYSTEM_ACTOR, createStaffAccount } from '../src/services/staff'
import { STAFF_ROLES, STAFF_ROLE_NAMES, isStaffRole } from '../../common/constants/staff'

const USAGE = `用法：npm run admin -- create --username 用户名 --password 密码 --role ${STAFF_ROLES.join('|')}`

class Refusal extends Error {}

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
  const config = loadConfig()
  const { db } = connect(config)
  try {
    await migrateToLatest(db)
    const hash = (text: string) => hashPassword(text, config.scryptN)
    const staff = await createStaffAccount(
      db,
      hash,
      { username, password, role },
      SYSTEM_ACTOR,
      Date.now(),
    )
    console.log(`已创建${STAFF_ROLE_NAMES[staff.role]}账号 ${staff.username}（id ${staff.id}）`)
  } finally {
    await db.destroy()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const refused = [Refusal, ApiFailure, ConfigError].some((kind) => error instanceof kind)
  console.error(refused ? (error as Error).message : error)
  process.exitCode = 1
})
