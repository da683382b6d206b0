import { readDemoFile, SchoolFile } from '@server/services/demo-school/data-files'
import { describeServer } from '@test/server/support/test-server'

const { organisation } = readDemoFile('school.json', SchoolFile)

describeServer('GET /knew/api/wap/getTrainInfo', (server) => {
  it('answers the seeded organisation', async () => {
    expect(await server.get('/knew/api/wap/getTrainInfo')).toEqual({
      status: 200,
      code: 200,
      message: 'ok',
      result: {
        train_code: organisation.trainCode,
        train_name: '恒达会计网校',
        realname: organisation.contact,
        mobile: organisation.mobile,
        qq: organisation.qq,
        weixin_url: organisation.wechatQr,
        weixin_title: organisation.wechatTitle,
      },
    })
  })
})
