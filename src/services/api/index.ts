import type {
  AddressPayload,
  CheckLoginResult,
  EditableUserKey,
  LoginResult,
  ProfileResult,
  SuggestionPayload,
  UserAddress,
} from '@common/contracts/accounts'
import type { Banner, TrainInfo } from '@common/contracts/organisation'
import type { HomeNavEntry } from '@common/contracts/home-layout'
import type {
  CourseCard,
  CourseCategory,
  GoodsItem,
  GoodsType,
  HotSearch,
  LastLearning,
  LiveLesson,
  SearchResult,
} from '@common/contracts/catalogue'
import type { UserInfo } from '@common/contracts/user'
import type {
  AccessResult,
  ActivationResult,
  AddDiscussPayload,
  AnswerDiscussPayload,
  CheckClassResult,
  ClassroomDetail,
  CourseDetail,
  Discussion,
  DiscussionPage,
  DiscussionReply,
  FreeJoinPayload,
  LessonDetail,
  LessonLikePayload,
  LessonListItem,
  LessonThumb,
  MarkPayload,
  MyClassroom,
  MyCourse,
  Paged,
} from '@common/contracts/study'
import type {
  ChapterInfo,
  KnowledgeChapter,
  KnowledgeInfo,
  KnowledgePoint,
  KnowledgeQuestion,
  KnowledgeResource,
  PaperItem,
  PaperListType,
  PracticeTile,
  RecommendType,
  SubjectAccess,
  SubjectInfo,
  SubjectOrder,
  SubjectStatistic,
  YearSubjects,
} from '@common/contracts/bank'
import type {
  AnswerBody,
  AnswerClearQuery,
  AnswerPayload,
  AnswerSaved,
  AttemptReport,
  AttemptSummary,
  AttemptStart,
  AttemptState,
  OpenAttempt,
  OwnSetRequest,
  PracticeMode,
  PracticePaper,
  QuestionNote,
  WrongBookItem,
  WrongQuestion,
} from '@common/contracts/practice'
import type { QuestionDiscussion, QuestionDiscussionPage } from '@common/contracts/study'
import type {
  ExamDateInfo,
  MyStudyItem,
  PointsPage,
  RecentStudyPage,
  SignDays,
  SignInResult,
  UserSummary,
} from '@common/contracts/user-centre'
import type {
  ExpressInfo,
  OrderInfo,
  PayStart,
  PayState,
  PlaceOrderPayload,
  PlacedOrder,
} from '@common/contracts/orders'
import type { LiveDetail, LiveItem, ReplayLivePage } from '@common/contracts/lives'
import type { JssdkConfig } from '@common/contracts/wechat'
import { BOOT_PATHS } from '@common/constants/api-paths'
import type { Http } from '../http'

/** The typed API calls of spec §7, grouped by area; stores receive this, never `fetch`. */
export function createApi(http: Http) {
  return {
    http,
    session: {
      /** GET /api/home/checklogin/: resolves when logged in, rejects otherwise. */
      checkLogin: () => http.get<CheckLoginResult>('/api/home/checklogin/'),
      sendLoginCode: (mobile: string) => http.post<null>('/new/home/login/sendCode', { mobile }),
      codeLogin: (mobile: string, code: string, agreeVersion: string) =>
        http.post<LoginResult>('/new/home/login/codeLogin', { mobile, code, agreeVersion }),
      accountLogin: (username: string, password: string, agreeVersion: string) =>
        http.post<LoginResult>('/knew/home/login/mLogin', { username, password, agreeVersion }),
      sendResetCode: (mobile: string) =>
        http.post<null>('/knew/Home/User/sendMsgForChangePw', { mobile }),
      resetPassword: (form: {
        mobile: string
        code: string
        password: string
        password2: string
      }) => http.post<null>('/knew/Home/User/resetPw', form),
      sendRegisterCode: (mobile: string) =>
        http.post<null>('/knew/Home/User/sendRegisterCode', { mobile }),
      registerByCode: (mobile: string, code: string, agreeVersion: string) =>
        http.post<LoginResult>('/knew/Home/User/mRegister', { mobile, code, agreeVersion }),
      registerByPassword: (form: {
        mobile: string
        code: string
        password: string
        password2: string
        agreeVersion: string
      }) => http.post<LoginResult>('/knew/home/login/mregister', form),
      logout: () => http.post<null>('/knew/home/user/logout'),
    },
    catalogue: {
      getCourse: () => http.get<CourseCategory[]>(BOOT_PATHS.catalogue, { cache: true }),
      getCourseList: (cateId: number) =>
        http.get<CourseCard[]>(`/knew/Pc/course/getCourseList/cateId/${cateId}`, { cache: true }),
      freeList: (type: 0 | 1) =>
        http.get<CourseCard[]>(`/knew/api/wap/freeList/type/${type}`, { cache: true }),
      buyableGoods: (courseId: number) =>
        http.get<GoodsItem[]>(`/knew/api/wap/buyAbleGoods/courseId/${courseId}`, { cache: true }),
      goodsInfo: (type: GoodsItem['type'], gid: number) =>
        http.get<GoodsItem>('/new/home/buy/getGoodsInfo', { query: { type, gid } }),
      goodsTypes: () => http.get<GoodsType[]>('/api/home/study/getGoodsTypes', { cache: true }),
      search: (keyword: string, exam: number) =>
        http.get<SearchResult>('/knew/api/wap/search', { query: { keyword, exam } }),
      hotSearch: (exam: number) =>
        http.get<HotSearch>('/knew/api/wap/hotSearch', { query: { exam }, cache: true }),
    },
    study: {
      access: (courseId: number) =>
        http.get<AccessResult>('/knew/pc/Course/access', { query: { courseId } }),
      /** Activation starts the validity period (spec §2 activation dialog). */
      tryActive: (courseId: number) =>
        http.get<ActivationResult>('/knew/pc/course/tryActive/', { query: { id: courseId } }),
      freeJoin: (payload: FreeJoinPayload) =>
        http.post<AccessResult>('/knew/pc/course/free', { ...payload }),
      myCourses: () => http.get<MyCourse[]>('/knew/pc/course/courseList'),
      courseInfo: (courseId: number) =>
        http.get<CourseDetail>(`/knew/pc/course/info/courseId/${courseId}`),
      lessons: (courseId: number) =>
        http.get<LessonListItem[]>(`/knew/pc/course/lessons/courseId/${courseId}`),
      lesson: (courseId: number, lessonId: number) =>
        http.get<LessonDetail>(`/knew/pc/course/lesson/courseId/${courseId}/lessonId/${lessonId}`),
      /** The study record behind recent study and the continue-learning alert. */
      mark: (payload: MarkPayload) => http.post<null>('/knew/pc/course/mark', { ...payload }),
      saveRecord: (lessonId: number, seconds: number) =>
        http.get<null>('/knew/pc/course/saveRecord', {
          query: { video_id: lessonId, current_time: Math.floor(seconds) },
        }),
    },
    discussion: {
      page: (lessonId: number, page: number) =>
        http.get<DiscussionPage>(`/api/home/lessondiscuss/${lessonId}/p/${page}`),
      add: (payload: AddDiscussPayload) =>
        http.post<Discussion>('/api/home/adddiscuss', { ...payload }),
      answer: (payload: AnswerDiscussPayload) =>
        http.post<DiscussionReply>('/api/home/answerdiscuss', { ...payload }),
      thumb: (lessonId: number) =>
        http.get<LessonThumb>(`/api/home/getLikesByLessonId/${lessonId}`),
      like: (payload: LessonLikePayload) =>
        http.post<LessonThumb>('/api/home/lessonlike/', { ...payload }),
    },
    /** spec §7: the discussion of a question of the bank, shaped as a lesson's. */
    questionDiscussion: {
      page: (questionId: number, page: number) =>
        http.get<QuestionDiscussionPage>(`/api/home/test/getDiscuss/${questionId}/p/${page}`),
      add: (questionId: number, content: string) =>
        http.post<QuestionDiscussion>(`/api/home/test/addDiscuss/${questionId}`, { content }),
      reply: (payload: AnswerDiscussPayload) =>
        http.post<DiscussionReply>('/api/home/test/replyDiscuss', { ...payload }),
    },
    classroom: {
      info: (classId: number) => http.get<ClassroomDetail>(`/api/home/visitclassroom/${classId}`),
      access: (classId: number) =>
        http.get<AccessResult>(`/knew/pc/classroom/checkAccess/classId/${classId}`),
      courses: (classId: number) =>
        http.get<CourseCard[]>(`/knew/pc/classroom/courseList/classId/${classId}`),
      lives: (classId: number) => http.get<LiveLesson[]>(`/api/home/getlivelists/${classId}`),
      goods: (classId: number, page: number) =>
        http.get<Paged<GoodsItem>>(`/api/home/classgoods/${classId}/p/${page}`),
      mine: () => http.get<MyClassroom[]>('/api/home/visitclasss/'),
      check: (classId: number) => http.get<CheckClassResult>(`/api/home/checkclass/${classId}`),
    },
    user: {
      profile: () =>
        http.get<ProfileResult>('/knew/home/user/profile', { query: { device: 'mobile' } }),
      info: () => http.get<UserInfo>('/knew/home/User/info'),
      /** spec §3: user info changes one key/value at a time. */
      setInfo: (key: EditableUserKey, value: string) =>
        http.post<UserInfo>('/knew/home/User/info', { key, value }),
      sendBindCode: (mobile: string) => http.post<null>('/knew/home/user/sendCode', { mobile }),
      bindPhone: (mobile: string, code: string) =>
        http.post<UserInfo>('/knew/home/user/bindPhone', { mobile, code }),
      addresses: () => http.get<UserAddress[]>('/knew/home/User/address'),
      saveAddress: (address: AddressPayload) =>
        http.post<UserAddress>('/knew/home/User/address', { ...address }),
      suggest: (suggestion: SuggestionPayload) =>
        http.post<null>('/api/home/suggests/', { ...suggestion }),
    },
    home: {
      /** GET /knew/api/wap/getTrainInfo: the organisation's name and contacts. */
      getTrainInfo: () => http.get<TrainInfo>(BOOT_PATHS.trainInfo, { cache: true }),
      preLive: () => http.get<LiveLesson[]>(BOOT_PATHS.preLive),
      lastLearning: () => http.get<LastLearning>('/knew/api/wap/lastLearning'),
      /** GET /api/home/banner/{trainCode}/type/mm */
      getBanners: (trainCode: string) =>
        http.get<Banner[]>(BOOT_PATHS.banners(trainCode), { cache: true }),
      /** The page came with the banners (boot data): they are the server's answer of now. */
      bannersPreloaded: (trainCode: string) => http.hasPreloaded(BOOT_PATHS.banners(trainCode)),
      /** GET /api/home/nav (ours): the navigation entries the school arranged. */
      nav: () => http.get<HomeNavEntry[]>(BOOT_PATHS.homeNav, { cache: true }),
    },
    bank: {
      yearSubjects: (examId: number) =>
        http.get<YearSubjects[]>('/api/v1/yearSubjects', { query: { examId } }),
      info: (subjectId: number) => http.get<SubjectInfo>(`/api/v1/subjects/${subjectId}/info`),
      statistic: (subjectId: number) =>
        http.get<SubjectStatistic>('/api/v1/statistic', { query: { subjectId } }),
      access: (subjectId: number) =>
        http.get<SubjectAccess>('/api/v1/access', { query: { subjectId } }),
      orderUrl: (subjectId: number) =>
        http.get<SubjectOrder>('/api/v1/getOrderUrl', { query: { subjectId } }),
      tiles: (subjectId: number) =>
        http.get<PracticeTile[]>('/api/home/test/getPracticeLists', { query: { subjectId } }),
      papers: (subjectId: number, type: PaperListType, page: number) =>
        http.get<Paged<PaperItem>>(`/api/home/testlists/${subjectId}/type/${type}/p/${page}`),
      chapters: (subjectId: number, page: number) =>
        http.get<Paged<ChapterInfo>>(`/api/home/sortinfos/${subjectId}/p/${page}`),
      wrong: (subjectId: number, p: number) =>
        http.get<Paged<KnowledgeQuestion>>('/api/home/test/getWrongLists', {
          query: { subjectId, p },
        }),
      favourites: (subjectId: number, p: number) =>
        http.get<Paged<KnowledgeQuestion>>('/api/home/test/getFavouriteLists', {
          query: { subjectId, p },
        }),
    },
    knowledge: {
      recommend: (subjectId: number, p = 1, type?: RecommendType) =>
        http.get<KnowledgeInfo>('/new/Home/Practice/getRecommendKnows', {
          query: type ? { subjectId, p, type } : { subjectId, p },
        }),
      list: (subjectId: number) =>
        http.get<KnowledgeChapter[]>('/new/Home/Practice/getKnowledgeList', {
          query: { subjectId },
        }),
      one: (id: number) =>
        http.get<KnowledgePoint>('/new/Home/Practice/getOneKnowledge', { query: { id } }),
      resource: (knowId: number) =>
        http.post<KnowledgeResource>('/new/Home/Practice/getKnowledgeResource', {
          knowId,
          types: [2, 3],
        }),
    },
    me: {
      summary: () => http.get<UserSummary>('/api/home/getusers/'),
      /** The server takes GET (the spec's) and POST; once a day either way. */
      signIn: () => http.post<SignInResult>('/api/home/signin/'),
      signDays: (month?: string) =>
        http.get<SignDays>('/api/home/signdays/', { query: month ? { month } : {} }),
      points: (page: number) => http.get<PointsPage>(`/api/home/integraldetail/p/${page}`),
      examDate: () => http.get<ExamDateInfo>('/api/home/examdate/'),
      setExamDate: (examDate: string) =>
        http.post<ExamDateInfo>('/api/home/examdate/', { examDate }),
      recentStudy: (page: number) =>
        http.get<RecentStudyPage>(`/knew/home/user/getRecentStudy/p/${page}`),
      courses: (topId: number) =>
        http.get<MyStudyItem[]>('/knew/home/user/mycourse', { query: { topId } }),
    },
    wechat: {
      /** The JS-SDK signature of a page URL (without its fragment), for wx.config. */
      jssdkConfig: (pageurl: string) =>
        http.post<JssdkConfig>('/new/mm/jssdk/getconfig', { pageurl }),
      /** The mini-program: wx.login's code, for the learner's openid of the mini-program. */
      miniOpenid: (code: string) => http.post<null>('/api/wechat/mini/openid', { code }),
      /**
       * 网页授权's start (the path a payment answered with `authorize`): asked by the app's
       * own request, it answers WeChat's authorize page to open.
       */
      authorizeStart: (path: string) => http.get<{ url: string }>(path),
    },
    /** Live classes: never cached, their state and stream move with the clock. */
    lives: {
      detail: (liveId: number) => http.get<LiveDetail>(`/api/home/visitLives/${liveId}`),
      ofCourse: (courseId: number) => http.get<LiveItem[]>(`/api/home/courseLives/${courseId}`),
      /** The coming (and on now) lives of my courses. */
      mine: () => http.get<LiveItem[]>('/knew/home/user/prelive'),
      /** My ended lives, the latest first (spec §7: p, pageSize 10). */
      replays: (page: number) =>
        http.get<ReplayLivePage>('/knew/home/user/replayLive/', {
          query: { p: page, pageSize: 10 },
        }),
    },
    orders: {
      /** POST only: the spec's GET would create orders from a link (README "Buying"). */
      place: (payload: PlaceOrderPayload) =>
        http.post<PlacedOrder>('/new/home/buy/orders', { ...payload }),
      info: (orderId: string) =>
        http.get<OrderInfo>('/new/home/buy/getOrderInfo', { query: { id: orderId } }),
      page: (tab: number, page: number) =>
        http.get<Paged<OrderInfo>>('/knew/home/user/order', {
          query: { sort: tab, p: page, pageSize: 10 },
        }),
      detail: (orderId: string) =>
        http.get<OrderInfo>('/knew/home/user/orderInfo', { query: { orderId } }),
      cancel: (orderId: string) => http.post<OrderInfo>('/knew/home/user/cancelOrder', { orderId }),
      express: (orderId: string) =>
        http.get<ExpressInfo>('/knew/home/user/expressInfo', { query: { orderId } }),
      allExpress: () => http.get<ExpressInfo[]>('/api/home/express'),
      /** client 'weapp': the mini-program pays as its own app's user (wx.requestPayment). */
      pay: (orderId: string, client?: 'weapp') =>
        http.post<PayStart>(`/api/pay/orders/${orderId}`, client ? { client } : undefined),
      payState: (orderId: string) => http.get<PayState>(`/api/pay/orders/${orderId}`),
      /** The development provider's 确认支付 (PAY_PROVIDER=dev only; refused in production). */
      devPaySucceed: (orderId: string) => http.post<PayState>(`/api/dev/pay/${orderId}/succeed`),
    },
    practice: {
      papers: (subjectId: number) =>
        http.get<PracticePaper[]>('/api/practice/papers', { query: { subjectId } }),
      start: (paperId: number, mode: PracticeMode) =>
        http.post<AttemptStart>('/api/practice/attempts', { paperId, mode }, { json: true }),
      attempt: (attemptId: number) => http.get<AttemptState>(`/api/practice/attempts/${attemptId}`),
      summary: (attemptId: number) =>
        http.get<AttemptSummary>(`/api/practice/attempts/${attemptId}/summary`),
      save: (attemptId: number, questionId: number, answer: AnswerBody) =>
        http.put<AnswerSaved>(`/api/practice/attempts/${attemptId}/answers/${questionId}`, {
          ...answer,
          entries: answer.entries?.map((line) => ({ ...line })),
        }),
      clear: (attemptId: number, questionId: number, sending: AnswerClearQuery) =>
        http.delete<{ questionId: number; newer?: AnswerPayload }>(
          `/api/practice/attempts/${attemptId}/answers/${questionId}` +
            `?answeredAgo=${sending.answeredAgo ?? 0}` +
            (sending.device ? `&device=${encodeURIComponent(sending.device)}` : ''),
        ),
      move: (attemptId: number, position: number) =>
        http.put<null>(`/api/practice/attempts/${attemptId}/position`, { position }),
      openAttempts: (paperId: number) =>
        http.get<OpenAttempt[]>('/api/practice/attempts', { query: { paperId } }),
      makeSet: (request: OwnSetRequest) =>
        http.post<PracticePaper>('/api/practice/sets', { ...request }, { json: true }),
      mark: (attemptId: number, questionId: number, earned: number) =>
        http.put<AttemptReport>(`/api/practice/attempts/${attemptId}/marks/${questionId}`, {
          earned,
        }),
      wrongBook: (subjectId: number, filter: { mastered?: boolean } = {}) =>
        http.get<WrongBookItem[]>('/api/practice/wrong', {
          query: { subjectId, ...(filter.mastered ? { mastered: 1 } : {}) },
        }),
      wrongQuestion: (questionId: number) =>
        http.get<WrongQuestion>(`/api/practice/wrong/${questionId}`),
      favourite: (questionId: number) =>
        http.post<{ questionId: number; favourite: boolean }>(
          `/api/practice/favourites/${questionId}`,
        ),
      note: (questionId: number) => http.get<QuestionNote>(`/api/home/test/getNote/${questionId}`),
      saveNote: (questionId: number, content: string) =>
        http.post<QuestionNote>(`/api/home/test/addNote/${questionId}`, { content }),
      deleteNote: (questionId: number) =>
        http.get<QuestionNote>(`/api/home/test/delNote/${questionId}`),
      settings: () => http.get<{ wrongExit: number }>('/api/practice/settings'),
      setWrongExit: (wrongExit: number) =>
        http.post<{ wrongExit: number }>('/api/practice/settings', { wrongExit }, { json: true }),
      reportCorrection: (questionId: number, content: string) =>
        http.post<{ id: number }>(`/api/practice/corrections/${questionId}`, { content }),
      submit: (attemptId: number) =>
        http.post<AttemptReport>(`/api/practice/attempts/${attemptId}/submit`, {}, { json: true }),
    },
  }
}

export type Api = ReturnType<typeof createApi>
