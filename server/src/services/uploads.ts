import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  hasExtension,
  UPLOAD_CHUNK_BYTES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
} from '@common/constants/uploads'
import type { NewUpload, UploadState } from '@common/contracts/uploads'
import type { MediaStorage } from '@server/adapters/storage'
import { lockKey } from '@server/db/locks'
import { findUpload, staleUploads, type UploadRow } from '@server/db/repositories/uploads'
import type { Database } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import type { Instant } from '@server/time'
import { probeLessonVideo } from './video-probe'

/** An upload untouched for a week is abandoned: its part is removed. */
const ABANDONED_AFTER_MS = 7 * 24 * 3600 * 1000

export interface UploadDeps {
  db: Kysely<Database>
  storage: MediaStorage
}

export function toUploadState(row: UploadRow): UploadState {
  return {
    id: row.id,
    name: row.file_name,
    size: Number(row.size),
    offset: Number(row.received),
    state: row.state,
    duration: Number(row.duration),
    problem: row.problem,
    chunkSize: UPLOAD_CHUNK_BYTES,
  }
}

/** The upload, to the staff member who began it (an admin sees any). */
export async function ownUpload(
  db: Kysely<Database>,
  id: string,
  staff: { id: number; role: string },
): Promise<UploadRow> {
  const row = await findUpload(db, id)
  if (!row || (Number(row.staff_id) !== staff.id && staff.role !== 'admin')) {
    throw new ApiFailure(404, '上传不存在或已过期')
  }
  return row
}

/** Removes uploads abandoned for a week, and their parts. */
async function sweepAbandoned({ db, storage }: UploadDeps, now: Instant): Promise<void> {
  for (const row of await staleUploads(db, now - ABANDONED_AFTER_MS)) {
    await storage.discardPart(row.id)
    await db.deleteFrom('uploads').where('id', '=', row.id).execute()
  }
}

/** Begins a video upload: a name ending in .mp4 and a size within the cap. */
export async function beginVideoUpload(
  deps: UploadDeps,
  staffId: number,
  upload: NewUpload,
  now: Instant,
): Promise<UploadState> {
  const name = upload.name.trim()
  if (!hasExtension(name, VIDEO_EXTENSIONS)) {
    throw new ApiFailure(400, '请上传 MP4 格式的视频（.mp4）')
  }
  if (upload.size > VIDEO_MAX_BYTES) throw new ApiFailure(400, '视频不能超过 4 GB')
  await sweepAbandoned(deps, now)
  const row: UploadRow = {
    id: randomUUID(),
    staff_id: staffId,
    kind: 'video',
    file_name: name,
    size: upload.size,
    received: 0,
    state: 'receiving',
    storage_key: '',
    duration: 0,
    problem: '',
    created_at: now,
    updated_at: now,
  }
  await deps.db.insertInto('uploads').values(row).execute()
  return toUploadState(row)
}

/**
 * Takes the chunk that begins at `offset`. A chunk at any other offset is refused (409) with
 * the offset the upload is at, so a client that lost an answer resumes there; the same chunk
 * sent twice is taken once. The last chunk completes the upload: the file is checked (an H.264
 * MP4, its length read) and kept under `lessons/{id}.mp4`, or the upload fails with the reason.
 * One upload's chunks are taken one at a time, whichever process receives them.
 */
export async function receiveChunk(
  deps: UploadDeps,
  staff: { id: number; role: string },
  id: string,
  offset: number,
  chunk: Buffer,
  now: Instant,
): Promise<UploadState> {
  const { db, storage } = deps
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `upload:${id}`)
    const row = await ownUpload(trx, id, staff)
    if (row.state !== 'receiving') {
      throw new ApiFailure(409, row.state === 'done' ? '该视频已上传完成' : row.problem)
    }
    const received = Number(row.received)
    const size = Number(row.size)
    if (offset !== received) {
      throw new ApiFailure(409, `上传位置不一致：应从第 ${received} 字节继续`)
    }
    if (chunk.length === 0) throw new ApiFailure(400, '上传的分片为空')
    if (offset + chunk.length > size) throw new ApiFailure(400, '上传的内容超出了文件大小')
    if (chunk.length !== UPLOAD_CHUNK_BYTES && offset + chunk.length !== size) {
      throw new ApiFailure(400, `除最后一片外，每片须为 ${UPLOAD_CHUNK_BYTES} 字节`)
    }
    await storage.writePart(id, offset, chunk)
    const next = offset + chunk.length
    const update: Partial<UploadRow> = { received: next, updated_at: now }
    if (next === size) Object.assign(update, await finishVideo(storage, id))
    await trx.updateTable('uploads').set(update).where('id', '=', id).execute()
    return toUploadState({ ...row, ...update })
  })
}

async function finishVideo(storage: MediaStorage, id: string): Promise<Partial<UploadRow>> {
  const probe = await probeLessonVideo(storage.partPath(id))
  if (!probe.ok) {
    await storage.discardPart(id)
    return { state: 'failed', problem: probe.problem }
  }
  const key = `lessons/${id}.mp4`
  await storage.keep(id, key)
  return { state: 'done', storage_key: key, duration: probe.facts.duration }
}
