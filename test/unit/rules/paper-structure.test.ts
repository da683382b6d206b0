import { findStructure } from '@common/constants/exam-structures'
import {
  marksOnPaper,
  paperStructureProblems,
  type PlacedQuestion,
} from '@common/rules/paper-structure'

const junior = findStructure(5617, '初级会计实务')!
const intermediate = findStructure(216, '中级会计实务')!

const choice = (kind: string, count: number, marks: number): PlacedQuestion[] =>
  Array.from({ length: count }, () => ({ kind, title: '', units: 1, marks }))
const cases = (count: number, units: number, marks: number): PlacedQuestion[] =>
  Array.from({ length: count }, () => ({ kind: 'case', title: '', units, marks: units * marks }))

function juniorPaper() {
  return {
    minutes: 105,
    passMarks: 6000,
    sections: [
      { name: '单选题', questions: choice('single', 20, 200) },
      { name: '多选题', questions: choice('multiple', 10, 200) },
      { name: '判断题', questions: choice('judge', 10, 100) },
      { name: '不定项选择题', questions: cases(3, 5, 200) },
    ],
  }
}

describe('a paper checked against the real exam structure', () => {
  it('passes a paper shaped as the exam', () => {
    expect(paperStructureProblems(junior, juniorPaper())).toEqual([])
  })

  it('names what is missing, mis-marked or of another kind, section by section', () => {
    const paper = juniorPaper()
    paper.sections[0].questions = [...choice('single', 17, 200), ...choice('multiple', 1, 200)]
    paper.sections[2].questions[3] = { kind: 'judge', title: '', units: 1, marks: 150 }
    paper.minutes = 100
    expect(paperStructureProblems(junior, paper)).toEqual([
      '第 1 部分（单选题）：只能放单选题，有 1 道不是',
      '第 1 部分（单选题）：需要 20 道，现有 18 道',
      '第 3 部分（判断题）：每题 1 分，第 4 题为 1.5 分',
      '总分 96.5 分，应为 100 分',
      '考试时长 100 分钟，应为 105 分钟',
    ])
  })

  it('counts a 不定项 section by its cases and their sub-questions', () => {
    const paper = juniorPaper()
    paper.sections[3].questions = cases(2, 5, 200)
    expect(paperStructureProblems(junior, paper)).toEqual([
      '第 4 部分（不定项选择题）：需要 15 道，现有 10 道',
      '第 4 部分（不定项选择题）：需要 3 个案例，现有 2 个',
      '总分 90 分，应为 100 分',
    ])
  })

  it('adds up a material section’s questions, of its own name', () => {
    const material = (title: string, marks: number): PlacedQuestion => ({
      kind: 'material',
      title,
      units: 1,
      marks,
    })
    const paper = {
      minutes: 165,
      passMarks: 6000,
      sections: [
        { name: '单选题', questions: choice('single', 10, 150) },
        { name: '多选题', questions: choice('multiple', 10, 200) },
        { name: '判断题', questions: choice('judge', 10, 100) },
        {
          name: '计算分析题',
          questions: [material('计算分析题', 1000), material('计算分析题', 1200)],
        },
        { name: '综合题', questions: [material('综合题', 1500), material('计算分析题', 1800)] },
      ],
    }
    expect(paperStructureProblems(intermediate, paper)).toEqual([
      '第 5 部分（综合题）：只能放综合题，有 1 道不是',
    ])
    paper.sections.pop()
    expect(paperStructureProblems(intermediate, paper)).toEqual([
      '应有 5 个部分（单选题、多选题、判断题、计算分析题、综合题），现有 4 个',
      '总分 67 分，应为 100 分',
    ])
  })
})

describe('marksOnPaper', () => {
  it('gives a material question its own marks, the others the section’s per question', () => {
    expect(marksOnPaper({ kind: 'material', units: 1, ownMarks: 1200 }, 200)).toBe(1200)
    expect(marksOnPaper({ kind: 'case', units: 4, ownMarks: 0 }, 200)).toBe(800)
    expect(marksOnPaper({ kind: 'single', units: 1, ownMarks: 0 }, 150)).toBe(150)
  })
})
