import type { SubjectSeed } from '../content-types'
import { chapters } from './mid-practice-chapters'
import { paper1 } from './mid-practice-paper1'
import { paper2 } from './mid-practice-paper2'
import { practiceA } from './mid-practice-practice-a'
import { practiceB } from './mid-practice-practice-b'

const seed: SubjectSeed = {
  examId: 216,
  name: '中级会计实务',
  chapters,
  papers: [paper1, paper2],
  practice: [...practiceA, ...practiceB],
}

export default seed
