import type {
  AssembleInput,
  ConsolePaper,
  ConsolePaperDetail,
  NewPaper,
  PaperQuestionsInput,
} from '@common/contracts/console-papers'
import { call, query } from './http'

export const papers = (subjectId: number) =>
  call<ConsolePaper[]>('GET', `/papers${query({ subjectId })}`)
export const paper = (id: number) => call<ConsolePaperDetail>('GET', `/papers/${id}`)
export const createPaper = (input: NewPaper) => call<ConsolePaperDetail>('POST', '/papers', input)
export const setQuestions = (id: number, input: PaperQuestionsInput) =>
  call<ConsolePaperDetail>('PUT', `/papers/${id}/questions`, input)
export const assemble = (id: number, input: AssembleInput) =>
  call<ConsolePaperDetail>('POST', `/papers/${id}/assemble`, input)
export const publish = (id: number) => call<ConsolePaperDetail>('POST', `/papers/${id}/publish`, {})
export const withdraw = (id: number) =>
  call<ConsolePaperDetail>('POST', `/papers/${id}/withdraw`, {})
