import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IMAGE_MAX_BYTES } from '@common/constants/uploads'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { UploadedImageEnvelope } from '@common/contracts/uploads'
import { ApiFailure, ok } from '@server/errors'
import { keepImage } from '@server/services/images'

/**
 * POST /admin/api/images (content staff; multipart, field `file`): a cover image, at most
 * 5 MB, re-encoded before it is kept; its address (`/media/images/{uuid}.jpg`) and size.
 */
const images: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  })

  app.post(
    '/admin/api/images',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: UploadedImageEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new ApiFailure(400, '请以 multipart/form-data 上传图片（字段 file）')
      }
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new ApiFailure(400, '请上传图片（字段 file）')
      let data: Buffer
      try {
        data = await part.toBuffer()
      } catch {
        throw new ApiFailure(400, `图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`)
      }
      return ok(await keepImage(app.mediaStorage, data), '图片已上传')
    },
  )
}

export default images
