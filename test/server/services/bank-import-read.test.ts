import { readQuestions, type SheetRow } from '@server/services/bank-import/read-questions'
import type { SubjectIndex } from '@server/services/bank-import/model'

const INDEX: SubjectIndex = {
  chapters: new Map([
    ['第一章 概述', 1],
    ['第三章 流动资产', 3],
  ]),
  points: new Map([
    ['会计基本假设', 11],
    ['会计信息质量要求', 12],
    ['应收账款', 31],
  ]),
  stems: new Set(['下列各项中，属于会计基本假设的是（ ）。']),
}

let rowNumber = 1
const rows = (...cells: Record<string, string>[]): SheetRow[] =>
  cells.map((each) => ({ row: (rowNumber += 1), cells: each }))

function single(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    序号: '1',
    题型: '单选',
    题干: '企业会计的确认、计量和报告应当以（ ）为基础。',
    选项A: '收付实现制',
    选项B: '权责发生制',
    答案: 'B',
    难度: '易',
    章节: '第一章 概述',
    知识点: '会计基本假设；会计信息质量要求',
    解析: '企业应当以权责发生制为基础进行会计确认、计量和报告。',
    ...overrides,
  }
}

/** The errors of a 题目 sheet of one row (and the other sheets given), without row numbers. */
function errorsOf(
  question: Record<string, string>,
  sheets: { materials?: Record<string, string>[]; entries?: Record<string, string>[] } = {},
) {
  rowNumber = 1
  const result = readQuestions(
    {
      questions: rows(question),
      materials: sheets.materials ? rows(...sheets.materials) : null,
      entries: sheets.entries ? rows(...sheets.entries) : null,
    },
    INDEX,
  )
  return result.errors.map(({ sheet, column, message }) => ({ sheet, column, message }))
}

describe('reading the bank’s Excel rows', () => {
  it('reads every kind: choices, 判断, a 不定项 case and a material question with its parts', () => {
    rowNumber = 1
    const result = readQuestions(
      {
        questions: rows(
          single(),
          {
            ...single({ 序号: '2', 题型: '多选', 答案: 'a, b', 选项C: '持续经营' }),
            题干: '多选题干',
          },
          {
            序号: '3',
            题型: '判断',
            题干: '会计主体一定是法律主体。',
            答案: '错',
            章节: '第一章 概述',
          },
          {
            序号: '4',
            题型: '不定项',
            材料号: 'C1',
            题干: '（1）判断',
            选项A: '甲',
            选项B: '乙',
            答案: 'AB',
            章节: '第三章 流动资产',
            知识点: '应收账款',
          },
          {
            序号: '5',
            题型: '数字',
            材料号: 'M1',
            题干: '（1）入账金额',
            答案: '113000 元',
            分值: '2',
            章节: '第三章 流动资产',
          },
          {
            序号: '6',
            题型: '分录',
            材料号: 'M1',
            题干: '（2）编制分录',
            分值: '3',
            章节: '第三章 流动资产',
            知识点: '应收账款',
          },
          {
            序号: '7',
            题型: '文字',
            材料号: 'M1',
            题干: '（3）说明理由',
            答案: '因为……',
            分值: '1.5',
            章节: '第三章 流动资产',
          },
        ),
        materials: rows(
          { 材料号: 'C1', 题型名: '不定项选择题', 材料: '甲公司为增值税一般纳税人……' },
          { 材料号: 'M1', 题型名: '计算分析题', 材料: '2026年5月，甲公司销售商品……' },
        ),
        entries: rows(
          { 序号: '6', 分录号: '1', 借贷: '借', 科目: '应收账款', 金额: '113000' },
          { 序号: '6', 分录号: '1', 借贷: '贷', 科目: '主营业务收入', 金额: '100000' },
          {
            序号: '6',
            分录号: '1',
            借贷: '贷',
            科目: '应交税费——应交增值税（销项税额）',
            金额: '13,000',
          },
        ),
      },
      INDEX,
    )
    expect(result.errors).toEqual([])
    expect(result.rows).toBe(7)
    expect(result.questions.map((q) => [q.shape, q.chapter, q.title, q.parts.length])).toEqual([
      ['standalone', '第一章 概述', '', 1],
      ['standalone', '第一章 概述', '', 1],
      ['standalone', '第一章 概述', '', 1],
      ['case', '第三章 流动资产', '', 1],
      ['material', '第三章 流动资产', '计算分析题', 3],
    ])
    const [first, many, judge, , material] = result.questions
    expect(first.parts[0]).toMatchObject({
      answer: 'B',
      difficulty: 1,
      options: ['收付实现制', '权责发生制'],
      points: ['会计基本假设', '会计信息质量要求'],
    })
    expect(many.parts[0]).toMatchObject({ kind: 'multiple', answer: 'AB', difficulty: 1 })
    expect(judge.parts[0]).toMatchObject({ kind: 'judge', answer: '错', options: [] })
    expect(material.material).toBe('2026年5月，甲公司销售商品……')
    expect(material.parts.map((part) => [part.kind, part.answer, part.marks])).toEqual([
      ['number', '113000 元', 200],
      ['entry', '', 300],
      ['text', '因为……', 150],
    ])
    expect(material.parts[1].entries).toEqual([
      [
        { side: '借', account: '应收账款', amount: 113000 },
        { side: '贷', account: '主营业务收入', amount: 100000 },
        { side: '贷', account: '应交税费——应交增值税（销项税额）', amount: 13000 },
      ],
    ])
  })

  it.each([
    [
      'an unknown 题型',
      single({ 题型: '单项' }),
      '题型',
      '未知题型“单项”：应为 单选/多选/判断/不定项/数字/文字/分录',
    ],
    ['an answer outside the options', single({ 答案: 'C' }), '答案', '答案“C”不在选项中'],
    ['多选 with one answer', single({ 题型: '多选', 答案: 'A' }), '答案', '多选题至少有两个答案'],
    ['单选 with two answers', single({ 答案: 'AB' }), '答案', '单选题只能有一个答案'],
    [
      '判断 not 对/错',
      single({ 题型: '判断', 答案: '正确' }),
      '答案',
      '判断题答案只能是“对”或“错”',
    ],
    [
      'an unknown 章节',
      single({ 章节: '第九章 不存在' }),
      '章节',
      '章节“第九章 不存在”不存在于该科目',
    ],
    [
      'an unknown 知识点',
      single({ 知识点: '会计基本假设；外星会计' }),
      '知识点',
      '知识点“外星会计”不存在于该科目',
    ],
    ['an empty 题干', single({ 题干: '  ' }), '题干', '题干不能为空'],
    [
      'a duplicate stem in the subject',
      single({ 题干: '下列各项中，属于会计基本假设的是（  ）。' }),
      '题干',
      '题干与该科目已有题目重复',
    ],
    [
      'options with a gap',
      single({ 选项B: '', 选项C: '权责发生制', 答案: 'A' }),
      '选项B',
      '选项须从 A 起连续填写',
    ],
    ['an unknown 难度', single({ 难度: '很难' }), '难度', '难度只能是“易”“中”或“难”'],
    [
      'a 数字 part without 材料号',
      { ...single({ 题型: '数字', 答案: '5' }) },
      '材料号',
      '数字题须属于一则材料：请填写材料号',
    ],
  ])('refuses %s, naming the sheet, row and column', (_case, row, column, message) => {
    expect(errorsOf(row)).toEqual([{ sheet: '题目', column, message }])
  })

  it('refuses a 材料号 missing from 材料, and a material without questions', () => {
    expect(errorsOf(single({ 题型: '不定项', 材料号: 'C9' }), { materials: [] })).toEqual([
      { sheet: '题目', column: '材料号', message: '材料号“C9”在工作表“材料”中不存在' },
    ])
    expect(
      errorsOf(single(), { materials: [{ 材料号: 'M2', 题型名: '综合题', 材料: '一段材料' }] }),
    ).toEqual([{ sheet: '材料', column: '材料号', message: '材料“M2”没有小题' }])
  })

  it('refuses an unbalanced 分录 on its sheet, and a 分录 question without lines on its row', () => {
    const entry = {
      序号: '8',
      题型: '分录',
      材料号: 'M1',
      题干: '编制分录',
      分值: '2',
      章节: '第三章 流动资产',
      答案: '',
    }
    const materials = [{ 材料号: 'M1', 题型名: '计算分析题', 材料: '甲公司……' }]
    expect(
      errorsOf(entry, {
        materials,
        entries: [
          { 序号: '8', 借贷: '借', 科目: '应收账款', 金额: '113000' },
          { 序号: '8', 借贷: '贷', 科目: '主营业务收入', 金额: '100000' },
        ],
      }),
    ).toEqual([
      {
        sheet: '分录',
        column: '金额',
        message: '序号 8 的分录 1 借贷不平：借方 113000，贷方 100000',
      },
    ])
    expect(
      errorsOf(entry, { materials, entries: [{ 序号: '8', 借贷: '出', 科目: '', 金额: '-1' }] }),
    ).toEqual([
      { sheet: '分录', column: '借贷', message: '借贷只能是“借”或“贷”' },
      { sheet: '分录', column: '科目', message: '科目不能为空' },
      { sheet: '分录', column: '金额', message: '金额须为大于 0 的数字' },
    ])
    // Only a 分录 question with no line at all is told its lines are missing.
    expect(errorsOf(entry, { materials, entries: [] })).toEqual([
      { sheet: '题目', column: '答案', message: '分录题缺少分录：在工作表“分录”中按序号 8 填写' },
    ])
  })

  it('refuses a stem repeated within the file, a missing sheet or column, and returns no question on any error', () => {
    rowNumber = 1
    const twice = readQuestions(
      { questions: rows(single(), single({ 序号: '2' })), materials: null, entries: null },
      INDEX,
    )
    expect(twice.errors).toEqual([
      { sheet: '题目', row: 3, column: '题干', message: '题干与题目第 2 行重复' },
    ])
    expect(twice.questions).toEqual([])
    expect(
      readQuestions({ questions: null, materials: null, entries: null }, INDEX).errors,
    ).toEqual([{ sheet: '题目', row: 0, column: '', message: '缺少工作表“题目”' }])
    const { errors } = readQuestions({ questions: [], materials: null, entries: null }, INDEX, {
      questions: ['序号', '题干', '答案'],
    })
    expect(errors.map((error) => error.message)).toEqual(['缺少列“题型”', '缺少列“章节”'])
  })
})
