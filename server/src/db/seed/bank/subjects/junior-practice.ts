import type { ChapterSeed, SubjectSeed } from '../content-types'
import { practiceQuestions } from './junior-practice-extra'
import { mockPaper } from './junior-practice-mock'
import { pastPaper } from './junior-practice-past'

const chapters: ChapterSeed[] = [
  {
    title: '第一章 概述',
    sections: [
      '第一节 会计概念、职能和目标',
      '第二节 会计基本假设和会计基础',
      '第三节 会计信息质量要求',
      '第四节 会计职业道德',
      '第五节 内部控制基础',
    ],
    points: [
      { key: 'c1-functions', name: '会计的基本职能、拓展职能和会计目标', importance: 5 },
      { key: 'c1-assumptions', name: '会计基本假设', importance: 7 },
      { key: 'c1-accrual', name: '权责发生制与收付实现制', importance: 6 },
      { key: 'c1-quality', name: '会计信息质量要求', importance: 9 },
      { key: 'c1-ethics', name: '会计职业道德', importance: 5 },
      { key: 'c1-internal-control', name: '内部控制的目标与要素', importance: 5 },
    ],
  },
  {
    title: '第二章 会计基础',
    sections: [
      '第一节 会计要素及其确认与计量',
      '第二节 会计科目和借贷记账法',
      '第三节 会计凭证、会计账簿与账务处理程序',
      '第四节 财产清查',
      '第五节 会计信息化基础',
    ],
    points: [
      { key: 'c2-elements', name: '会计要素的确认条件', importance: 8 },
      { key: 'c2-measurement', name: '会计计量属性', importance: 7 },
      { key: 'c2-equation', name: '会计等式与经济业务的影响', importance: 7 },
      { key: 'c2-debit-credit', name: '借贷记账法与试算平衡', importance: 8 },
      { key: 'c2-vouchers', name: '原始凭证与记账凭证', importance: 6 },
      { key: 'c2-books', name: '会计账簿与错账更正方法', importance: 6 },
      { key: 'c2-processing', name: '账务处理程序', importance: 4 },
      { key: 'c2-inventory-count', name: '财产清查的种类与结果处理', importance: 7 },
      { key: 'c2-it', name: '会计信息化基础', importance: 3 },
    ],
  },
  {
    title: '第三章 流动资产',
    sections: ['第一节 货币资金', '第二节 交易性金融资产', '第三节 应收及预付款项', '第四节 存货'],
    points: [
      { key: 'c3-cash', name: '库存现金及现金清查', importance: 5 },
      { key: 'c3-other-monetary', name: '其他货币资金', importance: 6 },
      { key: 'c3-trading', name: '交易性金融资产的取得、持有与出售', importance: 9 },
      { key: 'c3-notes', name: '应收票据', importance: 6 },
      { key: 'c3-receivables', name: '应收账款、预付账款和其他应收款', importance: 6 },
      { key: 'c3-bad-debt', name: '应收款项减值（坏账准备）', importance: 8 },
      { key: 'c3-inventory-cost', name: '存货的初始计量', importance: 8 },
      { key: 'c3-inventory-flow', name: '发出存货的计价方法', importance: 8 },
      { key: 'c3-planned-cost', name: '原材料按计划成本核算', importance: 8 },
      { key: 'c3-packaging', name: '周转材料（包装物和低值易耗品）', importance: 5 },
      { key: 'c3-consignment', name: '委托加工物资', importance: 6 },
      { key: 'c3-retail', name: '毛利率法与售价金额核算法', importance: 6 },
      { key: 'c3-inventory-impair', name: '存货减值与存货清查', importance: 8 },
    ],
  },
  {
    title: '第四章 非流动资产',
    sections: [
      '第一节 长期投资',
      '第二节 投资性房地产',
      '第三节 固定资产',
      '第四节 生产性生物资产',
      '第五节 无形资产和长期待摊费用',
    ],
    points: [
      { key: 'c4-lt-equity', name: '长期股权投资的成本法与权益法', importance: 6 },
      { key: 'c4-investment-property', name: '投资性房地产的计量模式', importance: 6 },
      { key: 'c4-fa-acquire', name: '固定资产的取得', importance: 8 },
      { key: 'c4-depreciation', name: '固定资产折旧的范围与方法', importance: 10 },
      { key: 'c4-fa-subsequent', name: '固定资产后续支出', importance: 7 },
      { key: 'c4-fa-disposal', name: '固定资产的处置、清查与减值', importance: 8 },
      { key: 'c4-bio', name: '生产性生物资产', importance: 3 },
      { key: 'c4-intangible', name: '无形资产的取得、摊销与处置', importance: 9 },
      { key: 'c4-lt-prepaid', name: '长期待摊费用', importance: 4 },
    ],
  },
  {
    title: '第五章 负债',
    sections: [
      '第一节 短期借款',
      '第二节 应付及预收款项',
      '第三节 应付职工薪酬',
      '第四节 应交税费',
      '第五节 非流动负债',
    ],
    points: [
      { key: 'c5-short-loan', name: '短期借款的借入、计息与归还', importance: 6 },
      { key: 'c5-payables', name: '应付票据、应付账款、预收账款与合同负债', importance: 6 },
      { key: 'c5-payroll', name: '应付职工薪酬（货币性与非货币性职工薪酬）', importance: 9 },
      { key: 'c5-vat', name: '应交增值税', importance: 10 },
      { key: 'c5-consumption', name: '应交消费税', importance: 7 },
      { key: 'c5-other-tax', name: '其他应交税费（城市维护建设税、教育费附加等）', importance: 6 },
      { key: 'c5-longterm', name: '长期借款与长期应付款', importance: 5 },
    ],
  },
  {
    title: '第六章 所有者权益',
    sections: ['第一节 实收资本或股本', '第二节 资本公积和其他综合收益', '第三节 留存收益'],
    points: [
      { key: 'c6-paid-in', name: '实收资本（股本）的增减变动', importance: 7 },
      { key: 'c6-capital-reserve', name: '资本公积和其他综合收益', importance: 7 },
      { key: 'c6-retained', name: '盈余公积与未分配利润', importance: 8 },
    ],
  },
  {
    title: '第七章 收入、费用和利润',
    sections: ['第一节 收入', '第二节 费用', '第三节 利润'],
    points: [
      { key: 'c7-revenue-steps', name: '收入确认和计量的五步法', importance: 9 },
      {
        key: 'c7-revenue-special',
        name: '特定交易的收入确认（附有销售退回、质量保证、主要责任人与代理人）',
        importance: 8,
      },
      { key: 'c7-contract-cost', name: '合同取得成本与合同履约成本', importance: 5 },
      { key: 'c7-expenses', name: '营业成本、税金及附加与期间费用', importance: 8 },
      { key: 'c7-profit', name: '营业利润、利润总额与营业外收支', importance: 9 },
      { key: 'c7-income-tax', name: '所得税费用', importance: 7 },
      { key: 'c7-year-end', name: '本年利润的结转（表结法与账结法）', importance: 5 },
    ],
  },
  {
    title: '第八章 财务报告',
    sections: [
      '第一节 财务报告概述',
      '第二节 资产负债表',
      '第三节 利润表',
      '第四节 所有者权益变动表',
      '第五节 附注',
    ],
    points: [
      { key: 'c8-report-overview', name: '财务报告的构成', importance: 4 },
      { key: 'c8-bs', name: '资产负债表项目的填列方法', importance: 9 },
      { key: 'c8-is', name: '利润表的结构与编制', importance: 8 },
      { key: 'c8-equity-stmt', name: '所有者权益变动表', importance: 4 },
      { key: 'c8-notes', name: '附注的主要内容', importance: 3 },
    ],
  },
  {
    title: '第九章 产品成本核算',
    sections: [
      '第一节 产品成本核算概述',
      '第二节 产品成本的归集和分配',
      '第三节 生产费用在完工产品和在产品之间的归集和分配',
      '第四节 产品成本计算方法',
    ],
    points: [
      { key: 'c9-cost-overview', name: '产品成本核算的要求与成本项目', importance: 5 },
      { key: 'c9-allocation', name: '要素费用与制造费用的归集和分配', importance: 7 },
      { key: 'c9-aux', name: '辅助生产费用的分配方法', importance: 7 },
      { key: 'c9-wip', name: '约当产量比例法等完工产品与在产品的分配方法', importance: 8 },
      { key: 'c9-methods', name: '品种法、分批法和分步法', importance: 7 },
    ],
  },
  {
    title: '第十章 政府会计基础',
    sections: ['第一节 政府会计概述', '第二节 政府单位特定业务的会计核算'],
    points: [
      { key: 'c10-overview', name: '政府会计标准体系与核算模式', importance: 6 },
      { key: 'c10-budget', name: '预算会计与财务会计平行记账', importance: 7 },
      { key: 'c10-assets', name: '政府单位资产业务的核算', importance: 4 },
    ],
  },
]

const seed: SubjectSeed = {
  examId: 5617,
  name: '初级会计实务',
  chapters,
  papers: [mockPaper, pastPaper],
  practice: practiceQuestions,
}

export default seed
