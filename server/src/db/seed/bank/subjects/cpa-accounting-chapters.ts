import type { ChapterSeed } from '../content-types'

export const chapters: ChapterSeed[] = [
  {
    title: '第一章 总论',
    sections: [
      '第一节 会计概述',
      '第二节 财务报告目标',
      '第三节 会计基本假设和会计基础',
      '第四节 会计信息质量要求',
      '第五节 会计要素及其确认与计量',
      '第六节 财务报告',
      '第七节 可持续信息披露',
    ],
    points: [
      { key: 'c1-quality', name: '会计信息质量要求', importance: 7 },
      { key: 'c1-assumption', name: '会计基本假设与会计基础', importance: 4 },
      { key: 'c1-elements', name: '会计要素的确认条件与计量属性', importance: 6 },
    ],
  },
  {
    title: '第二章 存货',
    sections: ['第一节 存货的确认和初始计量', '第二节 存货的期末计量'],
    points: [
      { key: 'c2-initial', name: '存货的初始计量（外购、委托加工）', importance: 6 },
      { key: 'c2-nrv', name: '存货可变现净值的确定与存货跌价准备', importance: 9 },
    ],
  },
  {
    title: '第三章 固定资产',
    sections: [
      '第一节 固定资产的确认和初始计量',
      '第二节 固定资产的后续计量',
      '第三节 固定资产的处置',
    ],
    points: [
      { key: 'c3-initial', name: '固定资产的初始计量（弃置费用、分期付款购买）', importance: 7 },
      { key: 'c3-depreciation', name: '固定资产折旧', importance: 7 },
      { key: 'c3-subsequent', name: '固定资产后续支出（资本化与费用化）', importance: 6 },
      { key: 'c3-disposal', name: '固定资产的处置', importance: 4 },
    ],
  },
  {
    title: '第四章 无形资产',
    sections: [
      '第一节 无形资产的确认和初始计量',
      '第二节 内部研究开发支出的确认和计量',
      '第三节 无形资产的后续计量',
      '第四节 无形资产的处置',
    ],
    points: [
      { key: 'c4-initial', name: '无形资产的确认和初始计量', importance: 5 },
      { key: 'c4-rd', name: '内部研究开发支出的资本化条件', importance: 8 },
      { key: 'c4-amortization', name: '无形资产的摊销与使用寿命', importance: 7 },
    ],
  },
  {
    title: '第五章 投资性房地产',
    sections: [
      '第一节 投资性房地产的特征与范围',
      '第二节 投资性房地产的确认和初始计量',
      '第三节 投资性房地产的后续计量',
      '第四节 投资性房地产的转换和处置',
    ],
    points: [
      { key: 'c5-scope', name: '投资性房地产的范围', importance: 6 },
      { key: 'c5-measurement', name: '投资性房地产的后续计量模式及其变更', importance: 8 },
      { key: 'c5-conversion', name: '投资性房地产的转换与处置', importance: 9 },
    ],
  },
  {
    title: '第六章 长期股权投资与合营安排',
    sections: [
      '第一节 基本概念',
      '第二节 长期股权投资的初始计量',
      '第三节 长期股权投资的后续计量',
      '第四节 长期股权投资核算方法的转换及处置',
      '第五节 合营安排',
    ],
    points: [
      { key: 'c6-initial', name: '长期股权投资的初始计量', importance: 10 },
      { key: 'c6-equity', name: '权益法核算（投资损益、内部交易调整）', importance: 10 },
      { key: 'c6-conversion', name: '核算方法的转换及处置', importance: 9 },
      { key: 'c6-joint', name: '合营安排（共同经营与合营企业）', importance: 5 },
    ],
  },
  {
    title: '第七章 资产减值',
    sections: [
      '第一节 资产减值概述',
      '第二节 资产可收回金额的计量',
      '第三节 资产减值损失的确认与计量',
      '第四节 资产组的认定及减值处理',
      '第五节 商誉减值测试与处理',
    ],
    points: [
      { key: 'c7-recoverable', name: '资产可收回金额的计量', importance: 7 },
      { key: 'c7-cgu', name: '资产组的认定及减值损失的分摊', importance: 7 },
      { key: 'c7-goodwill', name: '商誉减值测试', importance: 8 },
    ],
  },
  {
    title: '第八章 负债',
    sections: ['第一节 流动负债', '第二节 非流动负债'],
    points: [
      { key: 'c8-current', name: '应交税费等流动负债', importance: 5 },
      { key: 'c8-bonds', name: '应付债券与可转换公司债券', importance: 8 },
    ],
  },
  {
    title: '第九章 职工薪酬',
    sections: [
      '第一节 职工和职工薪酬的范围及分类',
      '第二节 短期薪酬的确认与计量',
      '第三节 离职后福利的确认与计量',
      '第四节 辞退福利和其他长期职工福利的确认与计量',
    ],
    points: [
      { key: 'c9-short', name: '短期薪酬（非货币性福利、带薪缺勤、利润分享）', importance: 7 },
      { key: 'c9-postemployment', name: '离职后福利（设定提存计划与设定受益计划）', importance: 5 },
      { key: 'c9-termination', name: '辞退福利', importance: 6 },
    ],
  },
  {
    title: '第十章 股份支付',
    sections: ['第一节 股份支付概述', '第二节 股份支付的确认和计量', '第三节 股份支付的应用举例'],
    points: [
      { key: 'c10-equity', name: '以权益结算的股份支付', importance: 9 },
      { key: 'c10-cash', name: '以现金结算的股份支付', importance: 7 },
      { key: 'c10-modify', name: '股份支付条件的修改与取消', importance: 6 },
      { key: 'c10-group', name: '集团内股份支付', importance: 6 },
    ],
  },
  {
    title: '第十一章 借款费用',
    sections: ['第一节 借款费用概述', '第二节 借款费用的确认', '第三节 借款费用的计量'],
    points: [
      { key: 'c11-period', name: '借款费用资本化期间', importance: 7 },
      { key: 'c11-amount', name: '借款费用资本化金额的计算', importance: 8 },
    ],
  },
  {
    title: '第十二章 或有事项',
    sections: [
      '第一节 或有事项概述',
      '第二节 或有事项的确认和计量',
      '第三节 或有事项会计处理原则的应用',
    ],
    points: [
      { key: 'c12-provision', name: '预计负债的确认和计量', importance: 7 },
      { key: 'c12-onerous', name: '亏损合同', importance: 6 },
      { key: 'c12-restructure', name: '重组义务', importance: 4 },
    ],
  },
  {
    title: '第十三章 金融工具',
    sections: [
      '第一节 金融工具概述',
      '第二节 金融资产和金融负债的分类和重分类',
      '第三节 金融负债和权益工具的区分',
      '第四节 金融工具的计量',
      '第五节 金融资产转移',
      '第六节 套期会计',
      '第七节 金融工具的列报',
    ],
    points: [
      { key: 'c13-classify', name: '金融资产的分类与重分类', importance: 9 },
      { key: 'c13-amortized', name: '摊余成本计量与实际利率法', importance: 9 },
      { key: 'c13-fvoci', name: '以公允价值计量且其变动计入其他综合收益的金融资产', importance: 9 },
      { key: 'c13-liability-equity', name: '金融负债和权益工具的区分', importance: 7 },
      { key: 'c13-ecl', name: '金融工具减值（预期信用损失）', importance: 6 },
      { key: 'c13-transfer', name: '金融资产转移', importance: 4 },
    ],
  },
  {
    title: '第十四章 租赁',
    sections: [
      '第一节 租赁概述',
      '第二节 承租人会计处理',
      '第三节 出租人会计处理',
      '第四节 特殊租赁业务的会计处理',
    ],
    points: [
      { key: 'c14-lessee', name: '承租人的会计处理（使用权资产与租赁负债）', importance: 9 },
      { key: 'c14-lessor', name: '出租人的会计处理（融资租赁与经营租赁）', importance: 6 },
      { key: 'c14-special', name: '售后租回等特殊租赁业务', importance: 6 },
    ],
  },
  {
    title: '第十五章 持有待售的非流动资产、处置组和终止经营',
    sections: ['第一节 持有待售的非流动资产和处置组', '第二节 终止经营'],
    points: [
      { key: 'c15-classify', name: '持有待售类别的划分条件', importance: 6 },
      { key: 'c15-measure', name: '持有待售资产的计量', importance: 6 },
      { key: 'c15-discontinued', name: '终止经营的认定与列报', importance: 5 },
    ],
  },
  {
    title: '第十六章 所有者权益',
    sections: [
      '第一节 实收资本',
      '第二节 其他权益工具',
      '第三节 资本公积和其他综合收益',
      '第四节 留存收益',
    ],
    points: [
      { key: 'c16-oci', name: '其他综合收益的内容与重分类', importance: 7 },
      { key: 'c16-capital', name: '实收资本、资本公积与库存股', importance: 5 },
      { key: 'c16-retained', name: '留存收益', importance: 4 },
    ],
  },
  {
    title: '第十七章 收入、费用和利润',
    sections: ['第一节 收入', '第二节 费用', '第三节 利润'],
    points: [
      { key: 'c17-five-step', name: '收入确认和计量的五步法模型', importance: 10 },
      {
        key: 'c17-price',
        name: '交易价格的确定（可变对价、重大融资成分、应付客户对价）',
        importance: 9,
      },
      { key: 'c17-over-time', name: '在某一时段内履行的履约义务', importance: 8 },
      {
        key: 'c17-special',
        name: '特定交易的会计处理（附有销售退回条款、质量保证、主要责任人与代理人、客户奖励积分）',
        importance: 9,
      },
      { key: 'c17-cost', name: '合同履约成本与合同取得成本', importance: 6 },
    ],
  },
  {
    title: '第十八章 政府补助',
    sections: ['第一节 政府补助概述', '第二节 政府补助的会计处理'],
    points: [
      { key: 'c18-scope', name: '政府补助的特征与分类', importance: 6 },
      { key: 'c18-accounting', name: '与资产相关和与收益相关的政府补助的会计处理', importance: 7 },
    ],
  },
  {
    title: '第十九章 所得税',
    sections: [
      '第一节 所得税会计概述',
      '第二节 资产、负债的计税基础',
      '第三节 暂时性差异',
      '第四节 递延所得税负债和递延所得税资产的确认和计量',
      '第五节 所得税费用的确认和计量',
    ],
    points: [
      { key: 'c19-tax-base', name: '资产、负债的计税基础', importance: 8 },
      { key: 'c19-deferred', name: '递延所得税资产和递延所得税负债的确认', importance: 10 },
      { key: 'c19-expense', name: '所得税费用的确认和计量', importance: 8 },
    ],
  },
  {
    title: '第二十章 非货币性资产交换',
    sections: [
      '第一节 非货币性资产交换的概念',
      '第二节 非货币性资产交换的确认和计量',
      '第三节 非货币性资产交换的会计处理',
    ],
    points: [
      { key: 'c20-scope', name: '非货币性资产交换的认定', importance: 5 },
      { key: 'c20-measure', name: '以公允价值为基础计量的非货币性资产交换', importance: 7 },
    ],
  },
  {
    title: '第二十一章 债务重组',
    sections: [
      '第一节 债务重组的定义和方式',
      '第二节 债务重组的会计处理',
      '第三节 债务重组的相关披露',
    ],
    points: [
      { key: 'c21-creditor', name: '债权人的会计处理', importance: 7 },
      { key: 'c21-debtor', name: '债务人的会计处理', importance: 7 },
    ],
  },
  {
    title: '第二十二章 外币折算',
    sections: ['第一节 记账本位币的确定', '第二节 外币交易的会计处理', '第三节 外币财务报表折算'],
    points: [
      { key: 'c22-functional', name: '记账本位币的确定与变更', importance: 5 },
      { key: 'c22-transaction', name: '外币交易与汇兑差额', importance: 7 },
      { key: 'c22-translation', name: '外币财务报表折算', importance: 6 },
    ],
  },
  {
    title: '第二十三章 财务报告',
    sections: [
      '第一节 财务报告概述',
      '第二节 资产负债表',
      '第三节 利润表',
      '第四节 现金流量表',
      '第五节 所有者权益变动表',
      '第六节 财务报表附注披露',
      '第七节 中期财务报告',
    ],
    points: [
      { key: 'c23-presentation', name: '资产负债表与利润表的列报', importance: 5 },
      { key: 'c23-cashflow', name: '现金流量表的编制', importance: 6 },
      { key: 'c23-related', name: '关联方及其交易的披露', importance: 5 },
      { key: 'c23-interim', name: '中期财务报告', importance: 3 },
    ],
  },
  {
    title: '第二十四章 会计政策、会计估计及其变更和差错更正',
    sections: ['第一节 会计政策及其变更', '第二节 会计估计及其变更', '第三节 前期差错及其更正'],
    points: [
      { key: 'c24-policy', name: '会计政策变更与追溯调整法', importance: 8 },
      { key: 'c24-estimate', name: '会计估计变更与未来适用法', importance: 7 },
      { key: 'c24-error', name: '前期差错更正', importance: 8 },
    ],
  },
  {
    title: '第二十五章 资产负债表日后事项',
    sections: [
      '第一节 资产负债表日后事项概述',
      '第二节 资产负债表日后调整事项的会计处理',
      '第三节 资产负债表日后非调整事项的会计处理',
    ],
    points: [
      { key: 'c25-adjusting', name: '资产负债表日后调整事项', importance: 9 },
      { key: 'c25-nonadjusting', name: '资产负债表日后非调整事项', importance: 6 },
    ],
  },
  {
    title: '第二十六章 企业合并',
    sections: [
      '第一节 企业合并概述',
      '第二节 同一控制下企业合并的会计处理',
      '第三节 非同一控制下企业合并的会计处理',
    ],
    points: [
      { key: 'c26-business', name: '企业合并的界定与业务的判断', importance: 6 },
      { key: 'c26-common', name: '同一控制下企业合并', importance: 7 },
      { key: 'c26-noncommon', name: '非同一控制下企业合并（合并成本与商誉）', importance: 9 },
    ],
  },
  {
    title: '第二十七章 合并财务报表',
    sections: [
      '第一节 合并财务报表概述',
      '第二节 合并范围的确定',
      '第三节 合并财务报表编制原则、前期准备事项及程序',
      '第四节 长期股权投资与所有者权益的合并处理（同一控制下企业合并）',
      '第五节 长期股权投资与所有者权益的合并处理（非同一控制下企业合并）',
      '第六节 内部商品交易的合并处理',
      '第七节 内部债权债务的合并处理',
      '第八节 内部固定资产交易的合并处理',
      '第九节 内部无形资产交易的合并处理',
      '第十节 特殊交易在合并财务报表中的会计处理',
      '第十一节 所得税会计相关的合并处理',
      '第十二节 合并现金流量表的编制',
    ],
    points: [
      { key: 'c27-scope', name: '合并范围与控制的判断', importance: 8 },
      { key: 'c27-equity', name: '长期股权投资与子公司所有者权益的抵销', importance: 10 },
      { key: 'c27-inventory', name: '内部商品交易的抵销', importance: 10 },
      { key: 'c27-fixed', name: '内部固定资产与无形资产交易的抵销', importance: 8 },
      { key: 'c27-special', name: '购买少数股权与处置子公司股权等特殊交易', importance: 9 },
    ],
  },
  {
    title: '第二十八章 每股收益',
    sections: [
      '第一节 每股收益概述',
      '第二节 基本每股收益',
      '第三节 稀释每股收益',
      '第四节 每股收益的列报',
    ],
    points: [
      { key: 'c28-basic', name: '基本每股收益', importance: 7 },
      { key: 'c28-diluted', name: '稀释每股收益', importance: 7 },
    ],
  },
  {
    title: '第二十九章 公允价值计量',
    sections: ['第一节 公允价值概述', '第二节 公允价值计量要求', '第三节 公允价值计量的具体应用'],
    points: [
      { key: 'c29-market', name: '主要市场与最有利市场、交易费用与运输费用', importance: 5 },
      { key: 'c29-hierarchy', name: '估值技术与公允价值层次', importance: 6 },
    ],
  },
  {
    title: '第三十章 政府及民间非营利组织会计',
    sections: [
      '第一节 政府会计概述',
      '第二节 政府单位特定业务的会计核算',
      '第三节 民间非营利组织会计',
    ],
    points: [
      { key: 'c30-government', name: '政府会计的“双功能、双基础、双报告”', importance: 6 },
      { key: 'c30-specific', name: '政府单位特定业务的核算', importance: 5 },
      { key: 'c30-npo', name: '民间非营利组织会计', importance: 5 },
    ],
  },
]
