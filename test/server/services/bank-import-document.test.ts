import { documentSheets, DOCUMENT_HEADERS } from '@server/services/bank-import/read-document'
import type { SubjectIndex } from '@server/services/bank-import/model'
import { readQuestions } from '@server/services/bank-import/read-questions'

const INDEX: SubjectIndex = {
  chapters: new Map([
    ['第一章 概述', 1],
    ['第三章 流动资产', 3],
  ]),
  points: new Map([
    ['会计基本假设', 11],
    ['应收账款', 31],
  ]),
  stems: new Set(['下列各项中，属于会计基本假设的是（ ）。']),
}

/** A document's paragraphs, numbered from 1 as Word has them. */
const paragraphs = (text: string) =>
  text.split('\n').map((line, index) => ({ line: index + 1, text: line }))

function read(text: string) {
  const document = documentSheets(paragraphs(text))
  const result = readQuestions(document.sheets, INDEX, DOCUMENT_HEADERS)
  return {
    questions: result.questions,
    errors: [...document.errors, ...result.errors.map(document.locate)],
  }
}

const WHOLE = `【章节】第一章 概述
1、企业会计的确认、计量和报告应当以（ ）为基础。
A. 收付实现制
B. 权责发生制
【答案】B
【难度】简单
【分数】1
【知识点】会计基本假设
【解析】企业应当以权责发生制为基础进行会计确认、计量和报告。
这是解析的第二段。
2、下列各项中，属于会计基本假设的有（ ）。
A．会计主体
B．持续经营
C．历史成本
【答案】AB
3、会计主体一定是法律主体。
【答案】错误
【章节】第三章 流动资产
【材料题开始】
甲公司为增值税一般纳税人，2026年5月销售商品一批。
1、（1）关于该业务，下列说法正确的是（ ）。【不定项选择题】
A. 确认收入
B. 不确认收入
【答案】A
【知识点】应收账款
【材料题结束】
【材料题开始】计算分析题
2026年5月，甲公司销售商品，价款 100000 元，增值税 13000 元。
1、（1）应收账款的入账金额是多少？
【答案】113000 元
【分数】2
2、（2）编制销售的会计分录。
【会计分录】
借：应收账款 113,000
贷：主营业务收入 100000
贷：应交税费——应交增值税（销项税额） 13000
【分录结束】
【分数】3
3、（3）说明理由。
【答案】符合收入确认条件。
【分数】1.5
【材料题结束】`

describe('reading the bank’s Word format', () => {
  it('reads every kind from EduSoho’s markers and ours: choices, 判断, a 不定项 case, a material question with 数字, 分录 and 文字 parts', () => {
    const { questions, errors } = read(WHOLE)
    expect(errors).toEqual([])
    expect(questions.map((question) => [question.shape, question.chapter, question.title])).toEqual(
      [
        ['standalone', '第一章 概述', ''],
        ['standalone', '第一章 概述', ''],
        ['standalone', '第一章 概述', ''],
        ['case', '第三章 流动资产', ''],
        ['material', '第三章 流动资产', '计算分析题'],
      ],
    )
    expect(questions[0].parts[0]).toEqual({
      kind: 'single',
      stem: '企业会计的确认、计量和报告应当以（ ）为基础。',
      options: ['收付实现制', '权责发生制'],
      answer: 'B',
      entries: [],
      marks: 100,
      difficulty: 1,
      analysis: '企业应当以权责发生制为基础进行会计确认、计量和报告。\n这是解析的第二段。',
      points: ['会计基本假设'],
    })
    expect(questions[1].parts[0]).toMatchObject({ kind: 'multiple', answer: 'AB', difficulty: 2 })
    expect(questions[2].parts[0]).toMatchObject({ kind: 'judge', answer: '错' })
    expect(questions[3].material).toBe('甲公司为增值税一般纳税人，2026年5月销售商品一批。')
    expect(questions[3].parts[0]).toMatchObject({ kind: 'indefinite', answer: 'A' })
    expect(questions[4].parts.map((part) => [part.kind, part.answer, part.marks])).toEqual([
      ['number', '113000 元', 200],
      ['entry', '', 300],
      ['text', '符合收入确认条件。', 150],
    ])
    expect(questions[4].parts[1].entries).toEqual([
      [
        { side: '借', account: '应收账款', amount: 113000 },
        { side: '贷', account: '主营业务收入', amount: 100000 },
        { side: '贷', account: '应交税费——应交增值税（销项税额）', amount: 13000 },
      ],
    ])
  })

  it('names the paragraph and the marker of each error', () => {
    const text = `【章节】第一章 概述
1、题干甲（ ）
A. 甲
B. 乙
【答案】C
2、下列各项中，属于会计基本假设的是（ ）。
A. 会计主体
B. 历史成本
【答案】A
3、没有章节的判断题。
【答案】对
【章节】第九章 不存在
【知识点】不存在的知识点
4、题干乙
【答案】对
【难度】很难
【材料题开始】计算分析题
材料正文
1、（1）分录
【会计分录】
借：银行存款 100
贷：主营业务收入 90
【分录结束】
【分数】2
【材料题结束】
【答案】孤立的答案
A. 孤立的选项`
    expect(read(text).errors).toEqual(
      expect.arrayContaining([
        { sheet: 'Word 文档', row: 5, column: '【答案】', message: '答案“C”不在选项中' },
        {
          sheet: 'Word 文档',
          row: 6,
          column: '题干',
          message: expect.stringContaining('重复'),
        },
        {
          sheet: 'Word 文档',
          row: 12,
          column: '【章节】',
          message: '章节“第九章 不存在”不存在于该科目',
        },
        {
          sheet: 'Word 文档',
          row: 13,
          column: '【知识点】',
          message: '“【知识点】”前没有题目：题目以题号开头，如“1、”',
        },
        { sheet: 'Word 文档', row: 16, column: '【难度】', message: '难度只能是“易”“中”或“难”' },
        {
          sheet: 'Word 文档',
          row: 21,
          column: '【会计分录】',
          message: expect.stringContaining('借贷不平'),
        },
        {
          sheet: 'Word 文档',
          row: 26,
          column: '【答案】',
          message: '“【答案】”前没有题目：题目以题号开头，如“1、”',
        },
        {
          sheet: 'Word 文档',
          row: 27,
          column: '题干',
          message: '这一段不属于任何题目：题目以题号开头，如“1、”',
        },
      ]),
    )
    expect(read(text).questions).toEqual([])
  })

  it('refuses an empty stem, options out of order, a broken 分录 line and an unclosed 分录', () => {
    const text = `【章节】第一章 概述
1、
【答案】对
2、题干丙
A. 甲
C. 丙
【答案】A
【材料题开始】
材料
1、分录题
【会计分录】
借 应收账款
【分录结束】
2、又一题
【会计分录】
借：银行存款 10`
    expect(read(text).errors).toEqual(
      expect.arrayContaining([
        { sheet: 'Word 文档', row: 2, column: '题干', message: '题干不能为空' },
        {
          sheet: 'Word 文档',
          row: 6,
          column: 'C 选项',
          message: '选项须从 A 起按顺序书写，此处应为 B',
        },
        {
          sheet: 'Word 文档',
          row: 12,
          column: '【会计分录】',
          message: '分录行应写作“借：应收账款 113000”：借 应收账款',
        },
        {
          sheet: 'Word 文档',
          row: 16,
          column: '【分录结束】',
          message: '【会计分录】没有以【分录结束】结束',
        },
      ]),
    )
  })
})
