import type { Kysely, Selectable } from 'kysely'
import type { TrainInfo } from '@common/contracts/organisation'
import type { Database, OrganisationTable } from '../schema'

export type Organisation = Selectable<OrganisationTable>

/** The organisation with this code, or null. */
export async function findOrganisation(
  db: Kysely<Database>,
  trainCode: string,
): Promise<Organisation | null> {
  const row = await db
    .selectFrom('organisations')
    .selectAll()
    .where('train_code', '=', trainCode)
    .executeTakeFirst()
  return row ?? null
}

/** The school this installation serves: the first organisation created. */
export async function findDefaultOrganisation(db: Kysely<Database>): Promise<Organisation | null> {
  const row = await db
    .selectFrom('organisations')
    .selectAll()
    .orderBy('created_at')
    .orderBy('train_code')
    .limit(1)
    .executeTakeFirst()
  return row ?? null
}

/** The school's public info (spec §3 oemInfo): the default organisation with the overrides. */
export async function findTrainInfo(
  db: Kysely<Database>,
  overrides: Partial<Omit<TrainInfo, 'train_code'>>,
): Promise<TrainInfo | null> {
  const organisation = await findDefaultOrganisation(db)
  if (!organisation) return null
  const { created_at: _createdAt, ...info } = organisation
  return { ...info, ...overrides }
}
