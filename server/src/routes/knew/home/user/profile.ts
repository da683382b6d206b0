import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import type { EditableUserKey } from '../../../../../../types/api'
import {
  checkChineseName,
  checkEmail,
  checkNickname,
  checkQQ,
} from '../../../../../../src/utils/validation'
import { listAddresses } from '../../../../db/repositories/addresses'
import { findUser, toUserInfo, updateUser } from '../../../../db/repositories/users'
import { ApiFailure, ok } from '../../../../errors'
import { AddressSchema } from '../../../../schemas/accounts'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { UserInfoSchema } from '../../../../schemas/user'
import { requireUserId } from '../../../guards'

const EDITABLE: Record<EditableUserKey, (value: string) => string | null> = {
  name: checkChineseName,
  nickname: checkNickname,
  email: checkEmail,
  qq: checkQQ,
  sex: (value) =>
    ['0', '1', '2'].includes(value) ? null : '性别只能是 0（保密）、1（男）或 2（女）',
  birthday: (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
      ? null
      : '生日格式应为 YYYY-MM-DD',
}

const InfoBody = Type.Object({
  key: Type.Union(Object.keys(EDITABLE).map((key) => Type.Literal(key))),
  value: Type.String({ maxLength: 100 }),
})

/** The user's own info: read it, and change it one key/value at a time (spec §3). */
const profile: FastifyPluginAsync = async (app) => {
  async function currentUser(userId: number) {
    const user = await findUser(app.db, userId)
    if (!user) throw new ApiFailure(401, '您尚未登录，请登录！')
    return user
  }

  app.get(
    '/knew/home/user/profile',
    {
      schema: {
        querystring: Type.Object({ device: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: {
          200: envelope(
            Type.Object({
              user: UserInfoSchema,
              address: Type.Union([AddressSchema, Type.Null()]),
            }),
          ),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const userId = await requireUserId(request)
      const [user, addresses] = await Promise.all([
        currentUser(userId),
        listAddresses(app.db, userId),
      ])
      return ok({ user: toUserInfo(user), address: addresses[0] ?? null })
    },
  )

  app.get(
    '/knew/home/User/info',
    { schema: { response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(toUserInfo(await currentUser(await requireUserId(request)))),
  )

  app.post<{ Body: { key: EditableUserKey; value: string } }>(
    '/knew/home/User/info',
    { schema: { body: InfoBody, response: { 200: envelope(UserInfoSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      const userId = await requireUserId(request)
      const { key } = request.body
      const value = request.body.value.trim()
      const error = EDITABLE[key](value)
      if (error) throw new ApiFailure(400, error)
      await updateUser(app.db, userId, key === 'sex' ? { sex: Number(value) } : { [key]: value })
      return ok(toUserInfo(await currentUser(userId)), '保存成功')
    },
  )
}

export default profile
