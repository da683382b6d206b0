import type { SubjectSeed } from '../content-types'
import { practiceCases } from './junior-law-cases'
import { chapters } from './junior-law-chapters'
import { mockPaper } from './junior-law-mock'
import { pastPaper } from './junior-law-past'
import { practiceA, practiceB } from './junior-law-practice'

const seed: SubjectSeed = {
  examId: 5617,
  name: '经济法基础',
  chapters,
  papers: [mockPaper, pastPaper],
  practice: [...practiceA, ...practiceB, ...practiceCases],
}

export default seed
