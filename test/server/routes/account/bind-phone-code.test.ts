import { createUser } from '@server/db/repositories/users'
import { freshMobile, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/home/user/sendCode', (server) => {
  it('sends a code to bind a number no account holds', async () => {
    const { cookie } = await newLearner(server.app)
    const mobile = freshMobile()
    expect(await server.post('/knew/home/user/sendCode', { mobile }, cookie)).toMatchObject({
      code: 200,
    })
    const sms = await server.get(`/api/dev/sms/latest?mobile=${mobile}`)
    expect(sms.result).toMatchObject({ mobile, purpose: 'bind' })
  })

  it("refuses to bind another account's number", async () => {
    const { cookie } = await newLearner(server.app)
    const taken = freshMobile()
    await createUser(server.app.db, { mobile: taken }, new Date())
    expect((await server.post('/knew/home/user/sendCode', { mobile: taken }, cookie)).code).toBe(
      409,
    )
  })

  it('asks a visitor to log in', async () => {
    expect((await server.post('/knew/home/user/sendCode', { mobile: freshMobile() })).code).toBe(
      401,
    )
  })
})
