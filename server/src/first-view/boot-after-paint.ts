import { createHash } from 'node:crypto'

/** The script element that lists the entry scripts to run once the first view is painted. */
export const ENTRY_SCRIPTS_ID = 'entry-scripts'

/**
 * Runs the app's entry scripts, in order, once the first view has been painted: after the next
 * frame, or after 100 ms where no frame comes (a page opened in the background). They were
 * fetched from the head meanwhile (preloads), so only their running waits, about one frame.
 * Constant, so that the content security policy allows it by its hash.
 */
export const BOOT_AFTER_PAINT = `(function(){var d=document,l=JSON.parse(d.getElementById('${ENTRY_SCRIPTS_ID}').textContent),r=0;function go(){if(r)return;r=1;l.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})()`

/** The loader's content-security-policy source. */
export const BOOT_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(BOOT_AFTER_PAINT).digest('base64')}'`

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g

/**
 * A page with a first view paints it before its scripts run: the build's deferred entry
 * scripts become preloads (fetched as early as before) and run from the loader above. With
 * them run before the first paint, the browser would hold the paint for them (on a fast
 * connection they arrive first), and the page's largest paint would wait on the app.
 */
export function bootAfterPaint(html: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1])
  if (sources.length === 0) return html
  const json = JSON.stringify(sources).replace(/</g, '\\u003c')
  return (
    html
      // Low, as Chrome fetches a deferred script: ahead of them go the stylesheets and the image.
      .replace(
        ENTRY_SCRIPT,
        (_tag, src: string) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`,
      )
      .replace(
        '</body>',
        () =>
          `<script id="${ENTRY_SCRIPTS_ID}" type="application/json">${json}</script>` +
          `<script>${BOOT_AFTER_PAINT}</script></body>`,
      )
  )
}
