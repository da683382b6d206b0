import { Type, type Static } from 'typebox'
import { VIDEO_MAX_BYTES } from '@common/constants/uploads'
import { envelope } from './envelope'

/** POST /admin/api/uploads (JSON): a video upload begins. */
export const NewUploadBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  size: Type.Integer({ minimum: 1, maximum: VIDEO_MAX_BYTES }),
})
export type NewUpload = Static<typeof NewUploadBody>

/** PUT /admin/api/uploads/:id?offset= : where the chunk in the body begins. */
export const UploadChunkQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: VIDEO_MAX_BYTES }),
})

export const UploadIdParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
})

/** An upload as it stands: where the next chunk begins, and once done what the video is. */
export const UploadStateSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  /** Bytes received: the next chunk's offset. */
  offset: Type.Integer(),
  state: Type.Union([Type.Literal('receiving'), Type.Literal('done'), Type.Literal('failed')]),
  /** Seconds, once done. */
  duration: Type.Integer(),
  /** Why it failed (a file that is not an H.264 MP4). */
  problem: Type.String(),
  chunkSize: Type.Integer(),
})
export type UploadState = Static<typeof UploadStateSchema>
export const UploadStateEnvelope = envelope(UploadStateSchema)

/** POST /admin/api/images (multipart `file`): a cover, re-encoded; its address. */
export const UploadedImageEnvelope = envelope(
  Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
)
