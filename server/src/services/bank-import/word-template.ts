import { Document, Packer, Paragraph } from 'docx'
import { WORD_MARKERS as M, WORD_NOTE } from '@common/constants/bank-import'

/** How the Word format is written, said at the top of the template. */
const RULES = [
  '每道题以题号开头（如“1、”或“1.”），选项每行一个（A. …），随后用标记写答案、分数等。',
  `${M.chapter}写一次，对其后的题目都有效，须与科目的章名称一致（如“第一章 概述”）。`,
  `题型由内容决定：有选项且答案一个字母为单选，多个字母为多选，题干后加${M.indefinite}为不定项；答案为“正确/错误”为判断；答案为数字为数字题；有${M.entryStart}…${M.entryEnd}为分录题；其余为文字题。`,
  `难度写“简单/一般/困难”或“易/中/难”；${M.points}多个时用“；”分隔。`,
  `材料题写在${M.materialStart}与${M.materialEnd}之间，开始标记后可写题型名（如“计算分析题”），其后是材料正文，再是各小题（小题须写${M.marks}）。全部小题为不定项选择题时为不定项案例。`,
  '以“说明：”开头的段落不会导入；图片与格式也不会导入。示例可删除或改写。',
]

/** An example of each kind, as a school writes them. */
const EXAMPLE = `${M.chapter}第一章 概述
1、企业会计的确认、计量和报告应当以（ ）为基础。
A. 收付实现制
B. 权责发生制
${M.answer}B
${M.difficulty}简单
${M.marks}1
${M.points}会计基本假设
${M.analysis}企业应当以权责发生制为基础进行会计确认、计量和报告。
2、下列各项中，属于会计基本假设的有（ ）。
A. 会计主体
B. 持续经营
C. 历史成本
${M.answer}AB
${M.marks}2
3、会计主体一定是法律主体。
${M.answer}错误
${M.marks}1
${M.materialStart}
甲公司为增值税一般纳税人，2026年5月销售商品一批，价款 100000 元，增值税 13000 元，款项尚未收到。
1、（1）关于该业务，下列说法正确的是（ ）。${M.indefinite}
A. 应确认主营业务收入 100000 元
B. 应确认应收账款 113000 元
C. 不应确认收入
${M.answer}AB
${M.marks}2
${M.materialEnd}
${M.materialStart}计算分析题
2026年5月，甲公司销售商品，价款 100000 元，增值税 13000 元，款项尚未收到。
1、（1）应收账款的入账金额是多少元？
${M.answer}113000 元
${M.marks}2
2、（2）编制销售商品的会计分录。
${M.entryStart}
借：应收账款 113000
贷：主营业务收入 100000
贷：应交税费——应交增值税（销项税额） 13000
${M.entryEnd}
${M.marks}3
3、（3）说明确认收入的理由。
${M.answer}商品控制权已转移给客户。
${M.marks}1
${M.materialEnd}`

/** The Word format's template: its rules, then one example of each kind. */
export async function wordTemplate(): Promise<Buffer> {
  const document = new Document({
    creator: '管理后台',
    title: '题库导入模板（Word）',
    sections: [
      {
        children: [
          ...RULES.map((rule) => new Paragraph({ text: `${WORD_NOTE}${rule}` })),
          ...EXAMPLE.split('\n').map((line) => new Paragraph({ text: line })),
        ],
      },
    ],
  })
  return Packer.toBuffer(document)
}
