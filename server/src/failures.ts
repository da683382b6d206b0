import { ApiFailure } from './errors'

/**
 * The failures more than one route or service answers, each message written once with its
 * status (spec §8's wording where it gives one). A message only one place answers stays there.
 * `test/server/failures.test.ts` refuses a message written twice.
 */
const failure = (code: ApiFailure['code'], message: string) => () => new ApiFailure(code, message)

export const FAILURES = {
  classroomNotFound: failure(404, '班级不存在'),
  courseNotFound: failure(404, '课程不存在'),
  lessonNotFound: failure(404, '课时不存在'),
  liveNotFound: failure(404, '直播不存在'),
  liveFileNotFound: failure(404, '直播文件不存在'),
  goodsNotFound: failure(404, '商品不存在或已下架'),
  orderNotFound: failure(404, '订单不存在'),
  examNotFound: failure(404, '考试类型不存在'),
  subjectNotFound: failure(404, '科目不存在'),
  teacherNotFound: failure(400, '讲师不存在'),
  paperNotFound: failure(404, '试卷不存在'),
  questionNotFound: failure(404, '试题不存在'),
  questionNotInPaper: failure(404, '该试卷没有这道题'),
  pointNotFound: failure(404, '知识点不存在'),
  chapterNotFound: failure(404, '章节不存在'),
  imageNotFound: failure(404, '图片不存在'),
  chapterNotOfCourse: failure(400, '章节不属于该课程'),
  subjectNotBought: failure(403, '请先购买该科目题库'),
  attemptSubmitted: failure(409, '答卷已提交，不能再修改答案'),
  examTimeUp: failure(409, '考试时间已到，答卷已自动提交'),
  mobileRegistered: failure(409, '该手机号已注册，请直接登录'),
  wrongCredentials: failure(400, '账号或密码错误'),
  postingTooOften: failure(429, '提交太频繁了，请稍后再试'),
}
