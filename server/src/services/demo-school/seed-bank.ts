import type { Transaction } from 'kysely'
import { EXAMS } from '@common/constants/exams'
import { findStructure, type SubjectStructure } from '@common/constants/exam-structures'
import type { Database, PaperKind } from '@server/db/schema'
import { subjectIndex, writeQuestions } from '../bank-import/write-questions'
import { readQuestions } from '../bank-import/read-questions'
import { placeQuestions, type Placement } from '../console-papers'
import { bankYears } from './calendar'
import { readDemoFile, SubjectFile, type BankFile } from './data-files'
import { describeImportError, sheetsOf, subjectFileProblems } from './subject-file'

type Trx = Transaction<Database>

const cents = (marks: number) => Math.round(marks * 100)

/**
 * A paper's title as the bank of `year` lists it: mock and 押题 papers are written for that
 * year's sitting and say so; the 历年 papers and the chapters name no year.
 */
export function paperTitle(kind: PaperKind, title: string, year: number): string {
  return kind === 'mock' || kind === 'sprint' ? `${year}年${title}` : title
}

/** A subject file, read and checked: a broken one stops the seed with what is wrong. */
function readSubjectFile(relative: string): SubjectFile {
  const file = readDemoFile(relative, SubjectFile)
  const problems = subjectFileProblems(file)
  if (problems.length > 0) {
    throw new Error(`demo school data ${relative}: ${problems.slice(0, 10).join('; ')}`)
  }
  return file
}

/** A subject's chapters with their 节 and knowledge points. */
async function writeOutline(db: Trx, subjectId: number, file: SubjectFile): Promise<void> {
  for (const [index, chapter] of file.chapters.entries()) {
    const { id } = await db
      .insertInto('bank_chapters')
      .values({ subject_id: subjectId, parent_id: null, title: chapter.title, sort: index })
      .returning('id')
      .executeTakeFirstOrThrow()
    const chapterId = Number(id)
    if (chapter.sections.length > 0) {
      await db
        .insertInto('bank_chapters')
        .values(
          chapter.sections.map((title, sort) => ({
            subject_id: subjectId,
            parent_id: chapterId,
            title,
            sort,
          })),
        )
        .execute()
    }
    for (const [sort, point] of chapter.points.entries()) {
      await db
        .insertInto('knowledge_points')
        .values({
          subject_id: subjectId,
          chapter_id: chapterId,
          name: point.name,
          importance: point.importance,
          sort: index * 100 + sort,
        })
        .execute()
    }
  }
}

/** A published paper with its sections, as the console places a paper's questions. */
async function writePaper(
  db: Trx,
  values: { subjectId: number; kind: PaperKind; title: string; free?: boolean; sort: number },
  sections: Placement[],
  structure?: SubjectStructure,
): Promise<void> {
  const paper = await db
    .insertInto('papers')
    .values({
      subject_id: values.subjectId,
      kind: values.kind,
      chapter_id: null,
      title: values.title,
      minutes: structure?.minutes ?? 0,
      total_marks: cents(structure?.totalMarks ?? 0),
      pass_marks: cents(structure?.passMarks ?? 0),
      free: values.free ? 1 : 0,
      sort: values.sort,
      status: 'draft',
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await placeQuestions(db, paper, sections)
  await db.updateTable('papers').set({ status: 'published' }).where('id', '=', paper.id).execute()
}

/**
 * 免费试做: the first choice and judge questions of each chapter (in the outline's order),
 * open to visitors, and the paper that gathers them.
 */
async function writeTrial(
  db: Trx,
  subjectId: number,
  name: string,
  perChapter: number,
  sort: number,
): Promise<void> {
  const questions = await db
    .selectFrom('questions')
    .innerJoin('bank_chapters', 'bank_chapters.id', 'questions.chapter_id')
    .select(['questions.id', 'questions.chapter_id'])
    .where('questions.subject_id', '=', subjectId)
    .where('questions.parent_id', 'is', null)
    .where('questions.kind', 'not in', ['case', 'material'])
    .orderBy('bank_chapters.sort')
    .orderBy('questions.sort')
    .orderBy('questions.id')
    .execute()
  const taken = new Map<number, number>()
  const trial = questions.filter((question) => {
    const chapter = Number(question.chapter_id)
    const count = taken.get(chapter) ?? 0
    taken.set(chapter, count + 1)
    return count < perChapter
  })
  const ids = trial.map((question) => Number(question.id))
  if (ids.length > 0) {
    await db.updateTable('questions').set({ free: 1 }).where('id', 'in', ids).execute()
  }
  await writePaper(db, { subjectId, kind: 'trial', title: `${name}免费试做`, free: true, sort }, [
    { name: '', marks: 0, questionIds: ids },
  ])
}

/**
 * Loads a subject's file into a subject of `year` the way a school would: the outline, then
 * the questions through the bank's import (so they join their chapters' practice), then the
 * exam papers as the console places them. A question's source is the first paper it is set in.
 */
async function loadSubject(
  db: Trx,
  subjectId: number,
  file: SubjectFile,
  year: number,
  trialPerChapter: number,
): Promise<void> {
  const structure = findStructure(file.exam, file.subject)
  await writeOutline(db, subjectId, file)
  const index = await subjectIndex(db, subjectId)
  const read = readQuestions(sheetsOf(file), index)
  if (read.errors.length > 0) {
    throw new Error(
      `demo school ${file.subject}: ${read.errors.map(describeImportError).join('; ')}`,
    )
  }
  const ids = await writeQuestions(db, subjectId, index, read.questions)
  const idOf = new Map(read.questions.map((question, at) => [question.key, ids[at]]))

  let sort = 0
  const sourced = new Set<number>()
  for (const paper of file.papers) {
    const title = paperTitle(paper.kind, paper.title, year)
    const sections = paper.sections.map((section) => ({
      name: section.name,
      marks: cents(section.marks ?? 0),
      questionIds: section.questions.map((key) => idOf.get(key) as number),
    }))
    await writePaper(db, { subjectId, kind: paper.kind, title, sort: sort++ }, sections, structure)
    const fresh = sections
      .flatMap((section) => section.questionIds)
      .filter((id) => !sourced.has(id))
    fresh.forEach((id) => sourced.add(id))
    if (fresh.length > 0) {
      await db
        .updateTable('questions')
        .set({ source: title })
        .where((eb) => eb.or([eb('id', 'in', fresh), eb('parent_id', 'in', fresh)]))
        .execute()
    }
  }
  // The chapters' practice (made by the import) follows the exam papers, in the outline's order.
  const chapterPapers = await db
    .selectFrom('papers')
    .innerJoin('bank_chapters', 'bank_chapters.id', 'papers.chapter_id')
    .select('papers.id')
    .where('papers.subject_id', '=', subjectId)
    .where('papers.kind', '=', 'chapter')
    .orderBy('bank_chapters.sort')
    .execute()
  for (const paper of chapterPapers) {
    await db.updateTable('papers').set({ sort: sort++ }).where('id', '=', paper.id).execute()
  }
  await writeTrial(db, subjectId, file.subject, trialPerChapter, sort)
}

/**
 * The demo question bank (server/demo-school/bank.json): the four exams, each subject for this
 * exam year and the last one (each exam on its usual day, so last year's 押题卷 is open and this
 * year's opens a week before its exam), filled from the subject's file.
 */
export async function seedBank(db: Trx, bank: BankFile, now: Date): Promise<void> {
  await db
    .insertInto('bank_exams')
    .values(EXAMS.map((exam, sort) => ({ id: exam.id, name: exam.name, sort })))
    .execute()
  for (const exam of EXAMS) {
    const data = bank.exams.find((each) => each.id === exam.id)
    if (!data) continue
    const files = data.subjects.map((subject) => subject.file && readSubjectFile(subject.file))
    for (const { year, examDate } of bankYears(data.examDay, now)) {
      for (const [sort, subject] of data.subjects.entries()) {
        const { id } = await db
          .insertInto('bank_subjects')
          .values({
            exam_id: exam.id,
            name: subject.name,
            year,
            exam_date: examDate,
            update_num: subject.updates,
            sort,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const file = files[sort]
        if (file) await loadSubject(db, Number(id), file, year, bank.trialPerChapter)
      }
    }
  }
}
