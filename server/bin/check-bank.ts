/**
 * `npm run bank:check -- <file>…`: checks question-bank content files (each exporting a
 * SubjectSeed as default) against the paper structures before they are loaded, and prints
 * what each holds. Exits 1 when any file has a problem.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SubjectSeed } from '../src/db/seed/bank/content-types'
import { allQuestions, checkSubjectSeed, countQuestions } from '../src/db/seed/bank/check-content'

async function main(files: string[]): Promise<boolean> {
  let failed = false
  for (const file of files) {
    const loaded = (await import(pathToFileURL(resolve(file)).href)) as {
      default: SubjectSeed | { default: SubjectSeed }
    }
    const seed = 'default' in loaded.default ? loaded.default.default : loaded.default
    const problems = checkSubjectSeed(seed)
    const points = seed.chapters.reduce((sum, chapter) => sum + chapter.points.length, 0)
    console.log(
      `${seed.name}: ${seed.chapters.length} chapters, ${points} points, ${seed.papers.length} papers, ` +
        `${countQuestions(allQuestions(seed))} questions, ${problems.length} problems`,
    )
    for (const problem of problems) console.log(`  ${problem}`)
    if (problems.length > 0) failed = true
  }
  return failed
}

void main(process.argv.slice(2)).then((failed) => {
  process.exitCode = failed ? 1 : 0
})
