import type { SubjectSeed } from '../content-types'
import { chapters } from './cpa-accounting-chapters'
import { paper1 } from './cpa-accounting-paper1'
import { paper2 } from './cpa-accounting-paper2'
import { practice1 } from './cpa-accounting-practice1'
import { practice2 } from './cpa-accounting-practice2'

const seed: SubjectSeed = {
  examId: 7652,
  name: '会计',
  chapters,
  papers: [paper1, paper2],
  practice: [...practice1, ...practice2],
}

export default seed
