import { EXAMS } from '@common/constants/exams'
import {
  MULTIPLE_SCORING,
  SUBJECT_STRUCTURES,
  findStructure,
  sectionsMarks,
} from '@common/constants/exam-structures'

describe('the real exams’ paper structures (constants/exam-structures)', () => {
  it.each(SUBJECT_STRUCTURES.map((entry) => [entry.subject, entry] as const))(
    '%s: its sections add up to its total marks, and it passes below the total',
    (_subject, structure) => {
      expect(sectionsMarks(structure.sections)).toBe(structure.totalMarks)
      expect(structure.passMarks).toBeLessThan(structure.totalMarks)
      expect(EXAMS.map((exam) => exam.id)).toContain(structure.examId)
    },
  )

  it('gives 初级会计实务 20 单选, 10 多选, 10 判断 and 15 不定项 on 3 cases in 105 minutes', () => {
    expect(findStructure(5617, '初级会计实务')).toMatchObject({
      minutes: 105,
      totalMarks: 100,
      sections: [
        { kind: 'single', count: 20, marks: 2 },
        { kind: 'multiple', count: 10, marks: 2 },
        { kind: 'judge', count: 10, marks: 1 },
        { kind: 'indefinite', count: 15, marks: 2, cases: 3 },
      ],
    })
    expect(findStructure(5617, '不存在的科目')).toBeUndefined()
  })

  it('has a 多选 scoring rule for every exam, and a 税务师 paper of 140 with a pass line of 84', () => {
    for (const exam of EXAMS) expect(MULTIPLE_SCORING[exam.id]).toBeDefined()
    expect(findStructure(8190, '财务与会计')).toMatchObject({ totalMarks: 140, passMarks: 84 })
  })
})
