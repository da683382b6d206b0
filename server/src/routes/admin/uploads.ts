import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { UPLOAD_CHUNK_BYTES } from '@common/constants/uploads'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import {
  NewUploadBody,
  UploadChunkQuery,
  UploadIdParams,
  UploadStateEnvelope,
} from '@common/contracts/uploads'
import { ApiFailure, ok } from '@server/errors'
import { beginVideoUpload, ownUpload, receiveChunk, toUploadState } from '@server/services/uploads'

/**
 * Resumable video uploads (content staff), in chunks at offsets:
 * POST /admin/api/uploads {name, size} begins one; PUT /admin/api/uploads/:id?offset=N with
 * an application/octet-stream body of UPLOAD_CHUNK_BYTES (the last chunk smaller) sends the
 * bytes from N; GET /admin/api/uploads/:id says where it is (the offset to resume from), and
 * once the last chunk is in, the video's length or why it was refused.
 */
const uploads: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES },
    (_request, body, done) => done(null, body),
  )
  const deps = { db: app.db, storage: app.mediaStorage }

  app.post(
    '/admin/api/uploads',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: NewUploadBody, response: { 200: UploadStateEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const staff = request.staffMember()
      return ok(await beginVideoUpload(deps, Number(staff.id), request.body, app.clock()))
    },
  )

  app.get(
    '/admin/api/uploads/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: UploadIdParams,
        response: { 200: UploadStateEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = request.staffMember()
      const row = await ownUpload(app.db, request.params.id, {
        id: Number(staff.id),
        role: staff.role,
      })
      return ok(toUploadState(row))
    },
  )

  app.put(
    '/admin/api/uploads/:id',
    {
      bodyLimit: UPLOAD_CHUNK_BYTES,
      config: { access: { staff: ['content'] } },
      schema: {
        params: UploadIdParams,
        querystring: UploadChunkQuery,
        response: { 200: UploadStateEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = request.staffMember()
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiFailure(400, '请以 application/octet-stream 发送视频分片')
      }
      const state = await receiveChunk(
        deps,
        { id: Number(staff.id), role: staff.role },
        request.params.id,
        request.query.offset,
        request.body,
        app.clock(),
      )
      if (state.state === 'failed') throw new ApiFailure(400, state.problem)
      return ok(state, state.state === 'done' ? '视频已上传' : '已接收')
    },
  )
}

export default uploads
