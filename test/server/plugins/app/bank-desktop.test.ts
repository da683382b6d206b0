import { rmSync } from 'node:fs'
import { bankSubject } from '../../support/bank'
import { fakeH5Build } from '../../support/h5-build'
import { describeServer } from '../../support/test-server'

const build = fakeH5Build()
afterAll(() => rmSync(build, { recursive: true, force: true }))

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.49'

describeServer(
  'the bank home on a desktop browser',
  (server) => {
    const open = (url: string, ua: string) => server.inject({ url, headers: { 'user-agent': ua } })

    it('sends a desktop browser to the desktop bank of the exam and subject', async () => {
      const subject = await bankSubject(server.app, 216, '财务管理')
      const response = await open(`/test/home/exam/216/subject/${subject.id}`, DESKTOP)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(`/pc/tiku/exam/216/subject/${subject.id}`)
      expect(response.headers.vary).toMatch(/User-Agent/i)
    })

    it('completes the short forms by the entry rules', async () => {
      const first = await bankSubject(server.app, 5617, '初级会计实务')
      const law = await bankSubject(server.app, 7652, '经济法')
      expect((await open('/test', DESKTOP)).headers.location).toBe(
        `/pc/tiku/exam/5617/subject/${first.id}`,
      )
      expect((await open('/test/home/exam/5617', DESKTOP)).headers.location).toBe(
        `/pc/tiku/exam/5617/subject/${first.id}`,
      )
      expect((await open(`/test/home/subject/${law.id}`, DESKTOP)).headers.location).toBe(
        `/pc/tiku/exam/7652/subject/${law.id}`,
      )
    })

    it('serves the H5 bank to phones and WeChat, and other pages to desktops', async () => {
      const response = await open('/test/home/exam/5617', PHONE)
      expect(response.statusCode).toBe(200)
      expect(response.body).toMatch(/<div id="app"/)
      expect((await open('/home', DESKTOP)).statusCode).toBe(200)
    })

    it('draws the desktop bank: the subject at a glance and the mobile address', async () => {
      const subject = await bankSubject(server.app, 216, '财务管理')
      const response = await open(`/pc/tiku/exam/216/subject/${subject.id}`, DESKTOP)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain(`${subject.year}年财务管理题库`)
      expect(response.body).toContain(`/test/home/exam/216/subject/${subject.id}`)
      expect(response.body).toContain('财务管理全真模拟试卷')
      expect((await open(`/pc/tiku/exam/5617/subject/${subject.id}`, DESKTOP)).statusCode).toBe(404)
    })
  },
  { env: { STATIC_DIR: build } },
)

describeServer(
  'the bank home with BANK_DESKTOP_URL',
  (server) => {
    it('goes to the configured address, or nowhere with none', async () => {
      const subject = await bankSubject(server.app, 216, '经济法')
      const response = await server.inject({
        url: `/test/home/exam/216/subject/${subject.id}`,
        headers: { 'user-agent': DESKTOP },
      })
      expect(response.headers.location).toBe(
        `https://pc.example-school.cn/tiku?exam=216&subject=${subject.id}`,
      )
    })
  },
  {
    env: {
      STATIC_DIR: build,
      BANK_DESKTOP_URL: 'https://pc.example-school.cn/tiku?exam={examId}&subject={subjectId}',
    },
  },
)

describeServer(
  'the bank home with BANK_DESKTOP_URL=none',
  (server) => {
    it('keeps desktops on the H5 bank', async () => {
      const response = await server.inject({
        url: '/test/home/exam/5617',
        headers: { 'user-agent': DESKTOP },
      })
      expect(response.statusCode).toBe(200)
    })
  },
  { env: { STATIC_DIR: build, BANK_DESKTOP_URL: 'none' } },
)
