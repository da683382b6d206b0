/** The demo school's catalogue (spec §3 course category and course card), written by us. */

export interface DemoExam {
  name: string
  subjects: { name: string; teacher: string }[]
}

/** The four exams of spec §1 and their subjects, in the order learners meet them. */
export const DEMO_EXAMS: DemoExam[] = [
  {
    name: '初级职称 · 初级会计职称',
    subjects: [
      { name: '初级会计实务', teacher: '高志谦' },
      { name: '经济法基础', teacher: '侯永斌' },
    ],
  },
  {
    name: '中级职称 · 中级会计职称',
    subjects: [
      { name: '中级会计实务', teacher: '黄洁洵' },
      { name: '财务管理', teacher: '达江' },
      { name: '经济法', teacher: '游文丽' },
    ],
  },
  {
    name: '注册会计师 · CPA',
    subjects: [
      { name: '会计', teacher: '郭建华' },
      { name: '审计', teacher: '冷发明' },
      { name: '财务成本管理', teacher: '闫华红' },
      { name: '税法', teacher: '叶青' },
      { name: '经济法', teacher: '郭守杰' },
      { name: '公司战略与风险管理', teacher: '杭建平' },
    ],
  },
  {
    name: '税务师',
    subjects: [
      { name: '税法（一）', teacher: '刘颖' },
      { name: '税法（二）', teacher: '马兰' },
      { name: '涉税服务实务', teacher: '杨军' },
      { name: '财务与会计', teacher: '梁天' },
    ],
  },
]

/** The kinds of course each subject gets: title suffix, price in yuan, list price, lessons. */
export const DEMO_COURSE_KINDS = [
  {
    suffix: '基础精讲班',
    price: 398,
    listPrice: 598,
    lessons: 48,
    description: '从零开始，按教材章节逐一精讲全部考点，配套随堂练习与讲义。',
  },
  {
    suffix: '习题强化班',
    price: 298,
    listPrice: 398,
    lessons: 30,
    description: '精选历年高频题型，讲透解题思路，配合章节测试查漏补缺。',
  },
  {
    suffix: '考前冲刺班',
    price: 198,
    listPrice: 298,
    lessons: 16,
    description: '考前一个月梳理核心考点与易错点，押题直播与模考点评。',
  },
] as const

/** Free courses of the two free lists (spec §2: type 0 review essentials, type 1 free videos). */
export const DEMO_FREE_COURSES = [
  { exam: 0, title: '初级会计实务 高频考点速记手册', type: 0, teacher: '高志谦' },
  { exam: 0, title: '经济法基础 必背法条清单', type: 0, teacher: '侯永斌' },
  { exam: 1, title: '中级财务管理 公式大全（可打印）', type: 0, teacher: '达江' },
  { exam: 2, title: 'CPA 会计 长投与合并 专题试听', type: 1, teacher: '郭建华' },
  { exam: 2, title: 'CPA 审计 报告类型一节课讲清', type: 1, teacher: '冷发明' },
  { exam: 0, title: '零基础入门：借贷记账法 30 分钟', type: 1, teacher: '高志谦' },
  { exam: 3, title: '税务师 增值税计算 免费公开课', type: 1, teacher: '刘颖' },
] as const

/** Class rooms (班级): bundles of courses with a teacher's guidance. */
export const DEMO_CLASSROOMS = [
  { title: '2027 初级会计 无忧通关班', price: 1280, listPrice: 1980 },
  { title: '2027 中级会计 三科联报 VIP 班', price: 2980, listPrice: 4580 },
  { title: '2027 注册会计师 六科全程班', price: 6800, listPrice: 9800 },
  { title: '2027 税务师 五科精品班', price: 3980, listPrice: 5980 },
] as const

/** Store categories of the goods store (/goodsStore). */
export const DEMO_GOODS_TYPES = ['精品课程', '通关班级', '教材图书'] as const

/** Books and printed materials sold in the store. */
export const DEMO_BOOKS = [
  {
    title: '2027 初级会计实务 轻松过关一',
    price: 68,
    listPrice: 88,
    summary: '教材精讲 + 同步练习，全彩印刷',
  },
  {
    title: '2027 中级财务管理 应试指南',
    price: 79,
    listPrice: 98,
    summary: '章节考点、例题与历年真题',
  },
  { title: 'CPA 会计 百题通关', price: 59, listPrice: 79, summary: '一百道题覆盖全部重点章节' },
  {
    title: '税务师 税法一 思维导图',
    price: 39,
    listPrice: 49,
    summary: '一张图看懂增值税与消费税',
  },
] as const
