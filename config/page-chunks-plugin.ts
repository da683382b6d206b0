import type { Compilation, Compiler } from 'webpack'

/** Where the build writes, per page, the JS and CSS files its chunk group loads. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json'

/**
 * Writes `page-chunks.json`: for each page (`pages/home/index`…), the files Taro's router
 * loads when it opens that page, beyond the entry's own. The server puts them in index.html
 * as preloads, so they download alongside the entry instead of after it has run.
 */
export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const entryFiles = new Set<string>()
          for (const entry of compilation.entrypoints.values()) {
            for (const file of entry.getFiles()) entryFiles.add(file)
          }
          const pages: Record<string, string[]> = {}
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const page = /(pages\/[\w/-]+?\/index)(\.[jt]sx?)?$/.exec(origin.request ?? '')?.[1]
              if (!page) continue
              const files = group
                .getFiles()
                .filter((file) => /\.(js|css)$/.test(file) && !entryFiles.has(file))
              pages[page] = [...new Set([...(pages[page] ?? []), ...files])]
            }
          }
          compilation.emitAsset(
            PAGE_CHUNKS_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(pages)),
          )
        },
      )
    })
  }
}
