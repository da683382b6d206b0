import { createHash } from 'node:crypto'

/** The script element that lists the scripts to fetch once the first view is painted. */
export const ENTRY_SCRIPTS_ID = 'entry-scripts'

/** What the loader fetches: the entry scripts, run in order, and the page's chunks, preloaded. */
export interface AfterPaint {
  scripts: string[]
  chunks: string[]
}

/**
 * Fetches and runs the app's entry scripts, in order, and preloads the page's own chunks (at
 * low priority, as the app asks for them after its entry: behind the entry scripts), once
 * the first view has been painted: after the next frame, or after 100 ms where no frame comes
 * (a page opened in the background). Constant, so that the content security policy allows it
 * by its hash.
 */
export const BOOT_AFTER_PAINT = `(function(){var d=document,l=JSON.parse(d.getElementById('${ENTRY_SCRIPTS_ID}').textContent),r=0;function go(){if(r)return;r=1;l.scripts.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.body.appendChild(e)});l.chunks.forEach(function(s){var e=d.createElement('link');e.rel='preload';e.as='script';e.fetchPriority='low';e.href=s;d.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})()`

/** The loader's content-security-policy source. */
export const BOOT_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(BOOT_AFTER_PAINT).digest('base64')}'`

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g

/**
 * A page with a first view paints it before any script is fetched: the build's deferred entry
 * scripts, and the preloads of the page's chunks, are asked for by the loader above. Asked for
 * from the head, they shared the connection with the stylesheets and the lead image, and on a
 * fast one arrived first and held the first paint for them; the page's largest paint, which
 * the first view is, then waited on the app. The learner's cost is the one frame before the
 * fetch starts, while the page they came for is already on screen and its links work.
 */
export function bootAfterPaint(html: string, chunks: readonly string[]): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1])
  if (scripts.length === 0 && chunks.length === 0) return html
  const list: AfterPaint = { scripts, chunks: [...chunks] }
  const json = JSON.stringify(list).replace(/</g, '\\u003c')
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(
      '</body>',
      () =>
        `<script id="${ENTRY_SCRIPTS_ID}" type="application/json">${json}</script>` +
        `<script>${BOOT_AFTER_PAINT}</script></body>`,
    )
}
