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

  it('asks for the lead image before the scripts and stylesheets of the head', () => {
    const index =
      '<html><head><meta charset="utf-8"/><script defer src="/js/app.js"></script>' +
      '<link href="/css/app.css" rel="stylesheet"></head><body><div id="app"></div></body></html>'
    const html = withBootData(index, {
      '/api/home/banner/hdkj/type/mm': [{ imgurl: '/a.svg' }],
    })
    const image = html.indexOf('<link rel="preload" as="image" href="/a.svg" fetchpriority="high">')
    expect(image).toBeGreaterThan(0)
    expect(image).toBeLessThan(html.indexOf('<script defer'))
    expect(image).toBeLessThan(html.indexOf('/css/app.css'))
  })

  it('escapes attribute values of the preloads', () => {
    const html = withBootData('<head></head>', {}, ['js/a"b.js'])
    expect(html).toContain('href="/js/a&quot;b.js"')
  })
})
