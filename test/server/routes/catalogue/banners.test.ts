import { readDemoFile, SchoolFile } from '@server/services/demo-school/data-files'
import { describeServer } from '@test/server/support/test-server'

const { organisation } = readDemoFile('school.json', SchoolFile)

describeServer('GET /api/home/banner/:trainCode/type/mm', (server) => {
  it('lists the organisation banners in order', async () => {
    const { code, result } = await server.get(`/api/home/banner/${organisation.trainCode}/type/mm`)
    expect(code).toBe(200)
    expect(result).toHaveLength(3)
    expect(result[0]).toEqual({
      url: '/course',
      imgurl: '/media/banners/junior.svg',
      title: '2027年初级会计职称 零基础签约班 火热招生',
    })
  })

  it('answers 404 for an unknown organisation', async () => {
    expect(await server.get('/api/home/banner/nobody/type/mm')).toEqual({
      status: 404,
      code: 404,
      message: '培训机构不存在：nobody',
      result: null,
    })
  })

  it('names the bad field of a malformed code', async () => {
    const answer = await server.get('/api/home/banner/a%20b/type/mm')
    expect(answer.status).toBe(400)
    expect(answer.code).toBe(400)
    expect(answer.message).toContain('trainCode')
  })
})
