import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isKnownRegion } from '@common/rules/china-regions'
import { trimAddress, validateAddress } from '@common/rules/validation'
import { listAddresses, saveFirstAddress } from '@server/db/repositories/addresses'
import { ApiFailure, assertValid, ok } from '@server/errors'
import { AddressBody, AddressSchema } from '@common/contracts/accounts'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET and POST /knew/home/User/address: the learner's addresses; a save edits the first. */
const address: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/User/address',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(AddressSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await listAddresses(app.db, request.learnerId())),
  )

  app.post(
    '/knew/home/User/address',
    {
      config: { access: 'learner' },
      schema: { body: AddressBody, response: { 200: envelope(AddressSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const userId = request.learnerId()
      const form = trimAddress(request.body)
      assertValid(validateAddress(form))
      if (!isKnownRegion(form.province, form.city, form.district)) {
        throw new ApiFailure(
          400,
          `省市区信息不正确：${form.province} ${form.city} ${form.district}`.trim(),
        )
      }
      return ok(await saveFirstAddress(app.db, userId, form, new Date(app.clock())), '保存成功')
    },
  )
}

export default address
