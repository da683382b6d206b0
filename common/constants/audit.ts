/**
 * The changes the audit log records, by their action code, with the name the console shows.
 * Every code written to the log is one of these (services/staff.ts `audit` takes only them).
 */
export const AUDIT_ACTIONS = {
  'staff.login': '登录后台',
  'staff.create': '新建员工',
  'staff.update': '修改员工',
  'bank.import': '导入题目',
  'live.create': '新建直播',
  'live.update': '修改直播',
  'live.cancel': '取消直播',
  'live.replay': '标记回放',
  'teacher.create': '新建讲师',
  'course.create': '新建课程',
  'course.update': '修改课程',
  'course.publish': '发布课程',
  'course.withdraw': '下架课程',
  'chapter.create': '新建章节',
  'chapter.update': '修改章节',
  'lesson.create': '新建课时',
  'lesson.update': '修改课时',
  'exam.create': '新建考试',
  'exam.update': '修改考试',
  'subject.create': '新建科目',
  'subject.update': '修改科目',
  'bank-chapter.create': '新建题库章节',
  'bank-chapter.update': '修改题库章节',
  'bank-chapter.delete': '删除题库章节',
  'knowledge.create': '新建知识点',
  'knowledge.update': '修改知识点',
  'knowledge.delete': '删除知识点',
  'question.create': '新建题目',
  'question.update': '修改题目',
  'paper.create': '新建试卷',
  'paper.questions': '手动组卷',
  'paper.assemble': '按规则组卷',
  'paper.publish': '发布试卷',
  'paper.withdraw': '撤回试卷',
  'goods.create': '新建商品',
  'goods.update': '修改商品',
  'goods-type.create': '新建商品分类',
  'banner.create': '新建轮播图',
  'banner.update': '修改轮播图',
  'banner.delete': '删除轮播图',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

/** The name of an action code; an unknown code (an older server's) as it is. */
export function auditActionName(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action
}

/** The names of the fields a change's summary records, as the console shows them. */
export const AUDIT_FIELD_NAMES: Record<string, string> = {
  username: '用户名',
  role: '角色',
  disabled: '已停用',
  password: '密码',
  file: '文件',
  rows: '行数',
  created: '新增题目',
  teacherId: '讲师编号',
  title: '标题',
  teacher: '讲师',
  start: '开始',
  end: '结束',
  name: '姓名',
  price: '原价（分）',
  discountPrice: '优惠价（分）',
  status: '状态',
  free: '免费试听',
  published: '已上架',
  year: '年份',
  examDate: '考试日期',
  sprintDate: '押题卷开放日期',
  copyFrom: '复制自科目',
  importance: '重要程度',
  lessonIds: '关联课时',
  chapter: '章节',
  stem: '题干',
  parts: '小题数',
  kind: '类型',
  questions: '题目数',
  sections: '部分数',
  stock: '库存',
  url: '跳转地址',
}
