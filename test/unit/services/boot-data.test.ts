import { readBootData } from '@/services/boot-data'

describe('reading the boot data of index.html', () => {
  afterEach(() => document.getElementById('boot-data')?.remove())

  function page(json: string) {
    const script = document.createElement('script')
    script.id = 'boot-data'
    script.type = 'application/json'
    script.textContent = json
    document.head.append(script)
  }

  it('reads the answers by URL', () => {
    page('{"/knew/api/wap/getTrainInfo":{"train_name":"恒达会计网校"}}')
    expect(readBootData().get('/knew/api/wap/getTrainInfo')).toEqual({ train_name: '恒达会计网校' })
  })

  it('has nothing when the page has no boot data or it is damaged', () => {
    expect(readBootData().size).toBe(0)
    page('{"broken"')
    expect(readBootData().size).toBe(0)
  })
})
