import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isKnownRegion } from '@common/rules/china-regions'
import { trimAddress, validateAddress } from '@common/rules/validation'
import { listAddresses, saveFirstAddress } from '@server/db/repositories/addresses'
import { ApiFailure, assertValid, ok } from '@server/errors'
import { AddressSchema } from '@server/schemas/accounts'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'

const AddressBody = Type.Object({
  name: Type.String({ maxLength: 50 }),
  mobile: Type.String({ maxLength: 11 }),
  qq: Type.String({ maxLength: 20 }),
  province: Type.String({ maxLength: 50 }),
  city: Type.String({ maxLength: 50 }),
  district: Type.String({ maxLength: 50, default: '' }),
  detail: Type.String({ maxLength: 200 }),
})

/** GET and POST /knew/home/User/address: the learner's addresses; a save edits the first. */
const address: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/User/address',
    { schema: { response: { 200: envelope(Type.Array(AddressSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(await listAddresses(app.db, await request.requireUserId())),
  )

  app.post(
    '/knew/home/User/address',
    {
      schema: { body: AddressBody, response: { 200: envelope(AddressSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const form = trimAddress(request.body)
      assertValid(validateAddress(form))
      if (!isKnownRegion(form.province, form.city, form.district)) {
        throw new ApiFailure(
          400,
          `省市区信息不正确：${form.province} ${form.city} ${form.district}`.trim(),
        )
      }
      return ok(await saveFirstAddress(app.db, userId, form), '保存成功')
    },
  )
}

export default address
