import { DEMO_ORGANISATION } from '@server/services/demo-school/organisation'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/api/wap/getTrainInfo', (server) => {
  it('answers the seeded organisation', async () => {
    expect(await server.get('/knew/api/wap/getTrainInfo')).toEqual({
      status: 200,
      code: 200,
      message: 'ok',
      result: {
        train_code: DEMO_ORGANISATION.train_code,
        train_name: '恒达会计网校',
        realname: DEMO_ORGANISATION.realname,
        mobile: DEMO_ORGANISATION.mobile,
        qq: DEMO_ORGANISATION.qq,
        weixin_url: DEMO_ORGANISATION.weixin_url,
        weixin_title: DEMO_ORGANISATION.weixin_title,
      },
    })
  })
})
