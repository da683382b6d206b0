import { inlineJson, leadImageOf, withBootData } from '../../server/src/boot-data'
import { BOOT_AFTER_PAINT } from '../../server/src/first-view/boot-after-paint'

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

  it('keeps `$` patterns in the data and the first view as text', () => {
    const title = "Save $& $' $` $$ 50"
    const index = '<html><head></head><body><div id="app"></div></body></html>'
    const data = { '/knew/api/wap/getTrainInfo': { train_name: title } }
    const html = withBootData(index, data, [], `<div id="first-view">${title}</div>`)
    expect(html.match(/<div id="app"/g)).toHaveLength(1)
    expect(html.match(/<\/head>/g)).toHaveLength(1)
    expect(html).toContain(`<div id="first-view">${title}</div><div id="app" inert>`)
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json ?? '')).toEqual(data)
  })

  it('puts a first view before the app, with the page’s stylesheets linked instead of preloaded', () => {
    const index = '<html><head></head><body><div id="app"></div></body></html>'
    const html = withBootData(index, {}, ['css/a.css', 'js/a.js'], '<div id="first-view"></div>')
    expect(html).toContain('<link rel="stylesheet" href="/css/a.css">')
    // Its scripts are asked for once it is painted (the next test).
    expect(html).not.toContain('<link rel="preload" as="script"')
    // The app beneath is inert until the first view gives way (use-first-view.ts).
    expect(html).toContain('<body><div id="first-view"></div><div id="app" inert>')
    const plain = withBootData(index, {}, ['css/a.css'])
    expect(plain).toContain('<link rel="preload" as="style" href="/css/a.css" fetchpriority="low">')
    expect(plain).not.toContain('first-view')
  })

  it('paints a first view before asking for any script: entry scripts and page chunks wait', () => {
    const index =
      '<html><head><script defer="defer" src="/js/vendor.1.js"></script>' +
      '<script defer="defer" src="/js/app.2.js"></script></head>' +
      '<body><div id="app"></div></body></html>'
    const html = withBootData(index, {}, ['css/p.css', 'js/p.3.js'], '<div id="first-view"></div>')
    expect(html).not.toContain('<script defer')
    expect(html).not.toContain('<link rel="preload" as="script"')
    const list = JSON.stringify({
      scripts: ['/js/vendor.1.js', '/js/app.2.js'],
      chunks: ['/js/p.3.js'],
    })
    expect(html).toContain(
      `<script id="entry-scripts" type="application/json">${list}</script><script>${BOOT_AFTER_PAINT}</script></body>`,
    )
    // Without a first view there is nothing to paint first: the scripts stay as built.
    const plain = withBootData(index, {}, ['js/p.3.js'])
    expect(plain).toContain('<script defer="defer" src="/js/app.2.js"></script>')
    expect(plain).toContain(
      '<link rel="preload" as="script" href="/js/p.3.js" fetchpriority="low">',
    )
  })

  it('runs the entry scripts in order after a frame and preloads the chunks, once only (or after 100 ms without frames)', () => {
    const added: string[] = []
    const timers: (() => void)[] = []
    const frames: (() => void)[] = []
    type Element = {
      src?: string
      async?: boolean
      rel?: string
      as?: string
      href?: string
      fetchPriority?: string
    }
    const document = {
      getElementById: () => ({
        textContent: '{"scripts":["/js/a.js","/js/b.js"],"chunks":["/js/c.js"]}',
      }),
      createElement: (tag: string): Element => (tag === 'script' ? { src: '', async: true } : {}),
      body: {
        appendChild: (script: Element) => {
          expect(script.async).toBe(false)
          added.push(`run ${script.src}`)
        },
      },
      head: {
        appendChild: (link: Element) =>
          added.push(`${link.rel} ${link.as} ${link.fetchPriority} ${link.href}`),
      },
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', BOOT_AFTER_PAINT)(
      document,
      (run: () => void) => frames.push(run),
      (run: () => void) => timers.push(run),
    )
    expect(added).toEqual([])
    frames.forEach((run) => run())
    timers.forEach((run) => run())
    timers.forEach((run) => run())
    expect(added).toEqual(['run /js/a.js', 'run /js/b.js', 'preload script low /js/c.js'])
  })
})
