/**
 * `npm run bank:check -- <file>…`: checks demo-school subject files (server/demo-school/bank/*.json)
 * before they are loaded: the import's rules for every question and the exam's structure for
 * every paper. Prints what each holds; exits 1 when any file has a problem.
 */
import path from 'node:path'
import { readDemoFile, SubjectFile } from '../src/services/demo-school/data-files'
import { subjectFileProblems } from '../src/services/demo-school/subject-file'

function main(files: string[]): boolean {
  let failed = false
  for (const name of files) {
    let problems: string[]
    let summary = name
    try {
      const file = readDemoFile(path.resolve(name), SubjectFile)
      problems = subjectFileProblems(file)
      const points = file.chapters.reduce((sum, chapter) => sum + chapter.points.length, 0)
      summary =
        `${file.subject}: ${file.chapters.length} chapters, ${points} points, ` +
        `${file.papers.length} papers, ${file.questions.题目.length} rows`
    } catch (error) {
      problems = [(error as Error).message]
    }
    console.log(`${summary}, ${problems.length} problems`)
    for (const problem of problems) console.log(`  ${problem}`)
    if (problems.length > 0) failed = true
  }
  return failed
}

process.exitCode = main(process.argv.slice(2)) ? 1 : 0
