import type {
  BankSubjectChange,
  ConsoleBankChapter,
  ConsoleBankSubject,
  ConsoleExam,
  ConsoleKnowledge,
  KnowledgeChange,
  NewBankSubject,
  NewKnowledge,
} from '@common/contracts/console-bank'
import type { LessonChoice } from '@common/contracts/console-courses'
import { call, query } from './http'

export const exams = () => call<ConsoleExam[]>('GET', '/exams')
export const createExam = (name: string) => call<{ id: number }>('POST', '/exams', { name })
export const createSubject = (subject: NewBankSubject) =>
  call<ConsoleBankSubject>('POST', '/subjects', subject)
export const changeSubject = (id: number, change: BankSubjectChange) =>
  call<ConsoleBankSubject>('PATCH', `/subjects/${id}`, change)
export const chapters = (subjectId: number) =>
  call<ConsoleBankChapter[]>('GET', `/chapters${query({ subjectId })}`)
export const addChapter = (subjectId: number, title: string, parentId: number | null = null) =>
  call<{ id: number }>('POST', '/chapters', { subjectId, title, parentId })
export const renameChapter = (id: number, title: string) =>
  call<{ id: number }>('PATCH', `/chapters/${id}`, { title })
export const deleteChapter = (id: number) => call<null>('DELETE', `/chapters/${id}`)
export const addKnowledge = (point: NewKnowledge) =>
  call<ConsoleKnowledge>('POST', '/knowledge', point)
export const changeKnowledge = (id: number, change: KnowledgeChange) =>
  call<ConsoleKnowledge>('PATCH', `/knowledge/${id}`, change)
export const deleteKnowledge = (id: number) => call<null>('DELETE', `/knowledge/${id}`)
export const lessonChoices = (keyword: string) =>
  call<LessonChoice[]>('GET', `/lessons${query({ keyword })}`)
export const lessonsById = (ids: number[]) =>
  call<LessonChoice[]>('GET', `/lessons${query({ ids: ids.join(',') })}`)
