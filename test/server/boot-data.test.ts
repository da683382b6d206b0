import { inlineJson, leadImageOf, withBootData } from '../../server/src/boot-data'

describe('boot data in index.html', () => {
  it('cannot close its script element early, whatever the data says', () => {
    const html = withBootData('<html><head></head><body></body></html>', {
      '/x': { title: '</script><script>alert(1)</script>', line: '\u2028' },
    })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const json = /<script id="boot-data" type="application\/json">(.*)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json ?? '')).toEqual({
      '/x': { title: '</script><script>alert(1)</script>', line: '\u2028' },
    })
    expect(inlineJson('<b>')).toBe('"\\u003cb>"')
  })

  it('names the first banner, else the first course cover, as the lead image', () => {
    expect(
      leadImageOf({
        '/api/home/banner/hdkj/type/mm': [{ imgurl: '/a.svg' }, { imgurl: '/b.svg' }],
      }),
    ).toBe('/a.svg')
    expect(
      leadImageOf({ '/knew/Pc/course/getCourse': [{ courseList: [{ picture: '/c.svg' }] }] }),
    ).toBe('/c.svg')
    expect(leadImageOf({ '/knew/api/wap/getTrainInfo': {} })).toBeUndefined()
  })

  it('escapes attribute values of the preloads', () => {
    const html = withBootData('<head></head>', {}, ['js/a"b.js'])
    expect(html).toContain('href="/js/a&quot;b.js"')
  })
})
