import { freshMobile } from './learners'

/** A call of spec §7 as the spec writes it, with what an empty required value answers. */
export interface SpecCall {
  method: 'GET' | 'POST'
  url: string
  /** Form fields of a POST (spec §7: posts are form-encoded). */
  form?: string
  /** The required query or path value the spec's form leaves empty or out. */
  missing?: string
  /** An answer decided elsewhere than in this rule. */
  status?: number
  /** The spec's empty optional values are the defaults: a learner is answered 200. */
  defaults?: true
  /** A staff call (knowledge management): the learners' API does not serve it. */
  staff?: true
}

/** Ids of the seeded catalogue, course and bank for the spec's {id} placeholders. */
export interface SpecIds {
  course: number
  category: number
  classroom: number
  live: number
  lesson: number
  lessonCourse: number
  subject: number
  exam: number
  paper: number
  question: number
  point: number
  trainCode: string
}

/**
 * Every call of spec §7 whose path is shown, its query string exactly as the spec writes it,
 * with seeded ids for its {id} placeholders and plausible values for its payloads.
 */
export function specCalls(ids: SpecIds): SpecCall[] {
  const mobile = freshMobile()
  const knowledge = '/new/Home/Practice'
  return [
    // Session and login
    { method: 'GET', url: '/api/home/checklogin/' },
    { method: 'POST', url: '/new/home/login/sendCode', form: `mobile=${mobile}` },
    { method: 'POST', url: '/new/home/login/codeLogin', form: `mobile=${mobile}&code=000000` },
    { method: 'POST', url: '/knew/home/login/mLogin', form: `username=${mobile}&password=secret1` },
    { method: 'POST', url: '/knew/Home/User/sendMsgForChangePw', form: `mobile=${mobile}` },
    {
      method: 'POST',
      url: '/knew/Home/User/resetPw',
      form: `mobile=${mobile}&code=000000&password=secret1&password2=secret1`,
    },
    { method: 'POST', url: '/knew/Home/User/sendRegisterCode', form: `mobile=${mobile}` },
    { method: 'POST', url: '/knew/Home/User/mRegister', form: `mobile=${mobile}&code=000000` },
    {
      method: 'POST',
      url: '/knew/home/login/mregister',
      form: `mobile=${mobile}&password=secret1&password2=secret1`,
    },
    { method: 'POST', url: '/knew/home/user/logout' },
    { method: 'GET', url: `/api/home/visitclassroom/${ids.classroom}/type/course` },
    // User and account
    { method: 'GET', url: '/api/home/examdate/' },
    // An empty examDate clears the date: form bodies keep their empty values.
    { method: 'POST', url: '/api/home/examdate/', form: 'examDate=' },
    { method: 'GET', url: '/api/home/getusers/' },
    { method: 'GET', url: '/knew/home/user/getRecentStudy/p/1' },
    { method: 'GET', url: '/api/home/study/getGoodsTypes' },
    { method: 'GET', url: '/knew/home/user/mycourse?topId=', defaults: true },
    { method: 'GET', url: '/knew/home/user/prelive' },
    { method: 'GET', url: '/knew/home/user/replayLive/?p=&pageSize=10', defaults: true },
    { method: 'GET', url: '/knew/home/user/live' },
    { method: 'GET', url: `/knew/pc/Classroom/getLiveList/classroomId/${ids.classroom}` },
    { method: 'GET', url: '/knew/home/user/classroom?wap=1' },
    { method: 'GET', url: '/knew/home/user/profile?device=mobile' },
    { method: 'GET', url: '/knew/home/User/info' },
    { method: 'POST', url: '/knew/home/User/info', form: 'nickname=学员' },
    { method: 'POST', url: '/knew/home/user/sendCode', form: `mobile=${mobile}` },
    { method: 'POST', url: '/knew/home/user/bindPhone', form: `mobile=${mobile}&code=000000` },
    { method: 'GET', url: '/api/home/express' },
    { method: 'GET', url: '/knew/home/User/address' },
    { method: 'POST', url: '/knew/home/User/address', form: 'name=张三' },
    { method: 'POST', url: '/api/home/suggests/', form: 'content=很好' },
    { method: 'GET', url: '/knew/home/user/order?sort=&p=&pageSize=10', defaults: true },
    { method: 'GET', url: '/knew/home/user/orderInfo?orderId=', missing: 'orderId' },
    { method: 'GET', url: '/knew/home/user/expressInfo?orderId=', missing: 'orderId' },
    { method: 'POST', url: '/knew/home/user/cancelOrder', form: 'orderId=20260101000000000001' },
    // Points
    { method: 'GET', url: '/api/home/signin/' },
    { method: 'GET', url: '/api/home/integraldetail/p/1' },
    { method: 'GET', url: '/api/home/signdays/' },
    // Home and commerce
    { method: 'GET', url: '/knew/api/wap/getTrainInfo' },
    { method: 'GET', url: `/api/home/banner/${ids.trainCode}/type/mm` },
    { method: 'GET', url: '/knew/api/wap/preLive' },
    { method: 'GET', url: '/knew/Pc/course/getCourse' },
    { method: 'GET', url: `/knew/Pc/course/getCourseList/cateId/${ids.category}` },
    { method: 'POST', url: '/new/mm/jssdk/getconfig', form: 'pageurl=http://localhost/' },
    { method: 'GET', url: `/knew/api/wap/buyAbleGoods/courseId/${ids.course}` },
    { method: 'GET', url: '/new/home/buy/getGoodsInfo?type=&gid=', missing: 'type' },
    { method: 'GET', url: '/new/home/buy/getOrderInfo?id=', missing: 'id' },
    // Orders are placed by POST only (an earlier decision): the spec's GET form answers 405.
    { method: 'GET', url: `/new/home/buy/orders?type=course&gid=${ids.course}`, status: 405 },
    { method: 'GET', url: '/knew/api/wap/lastLearning' },
    // Courses, classes and lives
    { method: 'GET', url: '/knew/pc/course/tryActive/?id', missing: 'id' },
    { method: 'GET', url: '/knew/pc/Course/access?courseId', missing: 'courseId' },
    { method: 'GET', url: `/knew/pc/classroom/checkAccess/classId/${ids.classroom}` },
    { method: 'POST', url: '/knew/pc/course/free', form: `id=${ids.course}&type=course` },
    { method: 'GET', url: '/knew/pc/course/courseList' },
    {
      method: 'POST',
      url: '/knew/pc/course/mark',
      form: `courseId=${ids.lessonCourse}&lessonId=${ids.lesson}`,
    },
    {
      method: 'GET',
      url: '/knew/pc/course/saveRecord?video_id&current_time',
      missing: 'video_id',
    },
    { method: 'GET', url: `/api/home/lessondiscuss/${ids.lesson}/p/1` },
    { method: 'GET', url: `/api/home/getLikesByLessonId/${ids.lesson}` },
    { method: 'POST', url: '/api/home/lessonlike/', form: `lessonId=${ids.lesson}&like=1` },
    { method: 'POST', url: '/api/home/adddiscuss', form: `lessonId=${ids.lesson}&content=好` },
    {
      method: 'POST',
      url: '/api/home/answerdiscuss',
      form: 'discussId=1&targetUserId=1&content=好',
    },
    { method: 'GET', url: '/api/home/livelists/' },
    { method: 'GET', url: '/api/home/visitclasss/' },
    { method: 'GET', url: `/api/home/visitLives/${ids.live}` },
    { method: 'GET', url: `/api/home/classgoods/${ids.classroom}/p/1` },
    { method: 'GET', url: `/api/home/getlivelists/${ids.classroom}` },
    { method: 'GET', url: `/api/home/checkclass/${ids.classroom}` },
    // Question bank (base /api/v1/: the spec shows no query strings there)
    { method: 'GET', url: `/api/v1/subjects/${ids.subject}/info` },
    { method: 'GET', url: '/api/v1/subjects', missing: 'examId' },
    { method: 'GET', url: '/api/v1/statistic', missing: 'subjectId' },
    { method: 'GET', url: '/api/v1/getOrderUrl', missing: 'subjectId' },
    { method: 'GET', url: '/api/v1/access', missing: 'subjectId' },
    { method: 'GET', url: '/api/v1/yearSubjects', missing: 'examId' },
    { method: 'GET', url: `/new/home/practice/getComplete/id/${ids.paper}` },
    { method: 'GET', url: '/api/home/ownlists/' },
    { method: 'GET', url: '/api/home/lastrecords/' },
    { method: 'GET', url: `/api/home/testlists/${ids.subject}/type/1/p/1` },
    { method: 'GET', url: `/api/home/checkaccess/${ids.paper}/p/1` },
    { method: 'GET', url: `/api/home/sortinfos/${ids.subject}/p/1` },
    { method: 'GET', url: '/api/home/test/getPracticeLists', missing: 'subjectId' },
    { method: 'GET', url: `/api/home/test/getDiscuss/${ids.question}/p/1` },
    {
      method: 'POST',
      url: '/api/home/test/replyDiscuss',
      form: 'discussId=1&targetUserId=1&content=好',
    },
    { method: 'POST', url: `/api/home/test/addDiscuss/${ids.question}`, form: 'content=好' },
    { method: 'GET', url: `/api/home/test/getNote/${ids.question}` },
    { method: 'POST', url: `/api/home/test/addNote/${ids.question}`, form: 'content=笔记' },
    { method: 'GET', url: `/api/home/test/delNote/${ids.question}` },
    // Knowledge
    { method: 'GET', url: `${knowledge}/getKnowledgeList`, missing: 'subjectId' },
    { method: 'GET', url: `${knowledge}/getOneKnowledge?id`, missing: 'id' },
    {
      method: 'GET',
      url: `${knowledge}/getRecommendKnows?subjectId=${ids.subject}&pageSize=&p=`,
      defaults: true,
    },
    {
      method: 'GET',
      url: `${knowledge}/getSubjectKnowledge?subjectid=${ids.subject}&page=&pageSize=`,
      defaults: true,
    },
    { method: 'GET', url: `${knowledge}/hasSmartQuestion?sid`, missing: 'sid' },
    {
      method: 'POST',
      url: `${knowledge}/getKnowledgeResource`,
      form: `types[]=2&types[]=3&knowId=${ids.point}`,
    },
    // The management calls: the spec shows neither their methods nor their payloads.
    ...[
      'addRelation',
      'addRelationByKnow',
      'delRelation',
      'deleteRelations',
      'getRescourceKnows',
      'getQuestions',
      'getLessons',
      'getKnowSubjectList',
      'getCourseByCate',
    ].map((name): SpecCall => ({ method: 'GET', url: `${knowledge}/${name}`, staff: true })),
  ]
}
