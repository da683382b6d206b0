/** The steps of the bank home's guided intro (spec §2): what each part of the page is for. */
export const INTRO_STEPS = [
  {
    title: '切换考试与科目',
    text: '顶部可切换考试类型，点击科目和年份可随时切换，题库会记住你的选择。',
  },
  { title: '做题进度', text: '登录后这里显示完成率、做题数和正确率，每做一道题都会更新。' },
  {
    title: '练习入口',
    text: '免费试做、模拟试卷、章节练习、知识点练习、押题卷、错题本和收藏都在这里。',
  },
  {
    title: '知识点推荐',
    text: '根据你的做题情况推荐知识点，薄弱环节一目了然，点“练习”针对性提高。',
  },
] as const

/** What the bank home asks a visitor to log in for. */
export const BANK_LOGIN_NOTICE = '登录后查看做题进度、正确率和薄弱知识点'
