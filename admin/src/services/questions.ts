import type {
  ConsoleQuestion,
  ConsoleQuestionRow,
  QuestionForm,
} from '@common/contracts/console-questions'
import { call, query } from './http'

export interface QuestionPage {
  list: ConsoleQuestionRow[]
  totalCount: number
  page: number
  pageSize: number
}

export const questionPage = (filter: {
  subjectId: number
  chapterId?: number
  kind?: string
  keyword?: string
  page: number
}) => call<QuestionPage>('GET', `/questions${query(filter)}`)
export const question = (id: number) => call<ConsoleQuestion>('GET', `/questions/${id}`)
export const createQuestion = (subjectId: number, form: QuestionForm) =>
  call<ConsoleQuestion>('POST', '/questions', { subjectId, question: form })
export const changeQuestion = (id: number, form: QuestionForm) =>
  call<ConsoleQuestion>('PATCH', `/questions/${id}`, { question: form })
