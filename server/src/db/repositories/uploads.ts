import type { Kysely, Selectable } from 'kysely'
import type { Database, UploadTable } from '../schema'

export type UploadRow = Selectable<UploadTable>

export function findUpload(db: Kysely<Database>, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Uploads left receiving since before `before`: abandoned, their parts to be removed. */
export function staleUploads(db: Kysely<Database>, before: number): Promise<UploadRow[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('state', '=', 'receiving')
    .where('updated_at', '<', before)
    .limit(50)
    .execute()
}
