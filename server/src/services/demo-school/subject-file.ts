import { IMPORT_SHEETS } from '@common/constants/bank-import'
import { findStructure } from '@common/constants/exam-structures'
import {
  marksOnPaper,
  paperStructureProblems,
  type PlacedQuestion,
} from '@common/rules/paper-structure'
import type { ImportError } from '@common/contracts/bank-import'
import type { ImportedQuestion, SubjectIndex } from '../bank-import/model'
import { readQuestions, type ImportSheets, type SheetRow } from '../bank-import/read-questions'
import type { SubjectFile } from './data-files'

const cents = (marks: number) => Math.round(marks * 100)

/** A subject file's sheets as the import reads a workbook's (row 1 is the header). */
export function sheetsOf(file: SubjectFile): ImportSheets {
  const rows = (list: Record<string, string>[] | undefined): SheetRow[] | null =>
    list ? list.map((cells, index) => ({ row: index + 2, cells })) : null
  return {
    questions: rows(file.questions[IMPORT_SHEETS.questions]),
    materials: rows(file.questions[IMPORT_SHEETS.materials]),
    entries: rows(file.questions[IMPORT_SHEETS.entries]),
  }
}

export function describeImportError(error: ImportError): string {
  return `${error.sheet} 第 ${error.row} 行 ${error.column}：${error.message}`
}

/** A question as a paper of the file places it, for the exam structure's check. */
function placed(question: ImportedQuestion, marks: number | undefined): PlacedQuestion {
  const kind = question.shape === 'standalone' ? question.parts[0].kind : question.shape
  const units = question.shape === 'case' ? question.parts.length : 1
  const ownMarks = question.parts.reduce((sum, part) => sum + part.marks, 0)
  return {
    kind,
    title: question.title,
    units,
    marks: marksOnPaper({ kind, units, ownMarks }, cents(marks ?? 0)),
  }
}

/**
 * What is wrong with a subject file before it is loaded (none: it loads): its outline's names,
 * every question by the import's own rules, and every paper against the exam's structure.
 */
export function subjectFileProblems(file: SubjectFile): string[] {
  const problems: string[] = []
  const structure = findStructure(file.exam, file.subject)
  if (!structure) problems.push(`考试 ${file.exam} 没有科目“${file.subject}”`)
  const index: SubjectIndex = { chapters: new Map(), points: new Map(), stems: new Set() }
  for (const chapter of file.chapters) {
    if (index.chapters.has(chapter.title)) problems.push(`章节“${chapter.title}”重复`)
    index.chapters.set(chapter.title, index.chapters.size)
    for (const point of chapter.points) {
      if (index.points.has(point.name)) problems.push(`知识点“${point.name}”重复`)
      index.points.set(point.name, index.points.size)
    }
  }
  const read = readQuestions(sheetsOf(file), index)
  problems.push(...read.errors.map(describeImportError))
  const byKey = new Map(read.questions.map((question) => [question.key, question]))
  for (const paper of file.papers) {
    const sections = paper.sections.map((section) => ({
      name: section.name,
      questions: section.questions.flatMap((key) => {
        const question = byKey.get(key)
        if (!question && read.errors.length === 0) {
          problems.push(`试卷“${paper.title}”的 ${section.name} 引用了不存在的题目 ${key}`)
        }
        return question ? [placed(question, section.marks)] : []
      }),
    }))
    if (!structure || read.errors.length > 0) continue
    const wrong = paperStructureProblems(structure, {
      minutes: structure.minutes,
      passMarks: cents(structure.passMarks),
      sections,
    })
    problems.push(...wrong.map((problem) => `试卷“${paper.title}”：${problem}`))
  }
  return problems
}
