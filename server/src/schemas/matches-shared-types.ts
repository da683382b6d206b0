import type { Static } from 'typebox'
import type {
  Banner,
  ClientErrorReport,
  CourseCard,
  GoodsItem,
  HealthResult,
  LiveLesson,
  TrainInfo,
  UserInfo,
} from '@shared/api'
import type {
  AccessResult,
  ActivationResult,
  CheckClassResult,
  ClassroomDetail,
  CourseDetail,
  Discussion,
  DiscussionPage,
  DiscussionReply,
  LessonDetail,
  LessonLikePayload,
  LessonListItem,
  LessonThumb,
  MyClassroom,
  MyCourse,
  Paged,
} from '@shared/study'
import type * as BankTypes from '@shared/bank'
import type * as Bank from './bank'
import type * as PracticeTypes from '@shared/practice'
import type * as Practice from './practice'
import type * as OrderTypes from '@shared/orders'
import type * as Orders from './orders'
import type * as UserCentreTypes from '@shared/user-centre'
import type * as UserCentre from './user-centre'
import type * as LiveTypes from '@shared/lives'
import type * as Lives from './lives'
import type { JssdkConfig, MiniOpenidPayload } from '@shared/wechat'
import type { JssdkConfigSchema, MiniOpenidBody } from './wechat'
import type { CourseCardSchema, GoodsItemSchema, LiveLessonSchema } from './catalogue'
import type { ClientErrorReportSchema } from './client-errors'
import type { HealthSchema } from './health'
import type { BannerSchema, TrainInfoSchema } from './organisation'
import type * as Study from './study'
import type { UserInfoSchema } from './user'

// The TypeBox schemas validate and serialise what types/api.ts promises the app: a compile
// error here means the two have drifted apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
type PayOrderBodyObject = Exclude<Static<typeof Orders.PayOrderBody>, null>

export type SchemasMatchSharedTypes = [
  Assert<Same<Static<typeof TrainInfoSchema>, TrainInfo>>,
  Assert<Same<Static<typeof BannerSchema>, Banner>>,
  Assert<Same<Static<typeof UserInfoSchema>, UserInfo>>,
  Assert<Same<Static<typeof CourseCardSchema>, CourseCard>>,
  Assert<Same<Static<typeof GoodsItemSchema>, GoodsItem>>,
  Assert<Same<Static<typeof LiveLessonSchema>, LiveLesson>>,
  Assert<Same<Static<typeof HealthSchema>, HealthResult>>,
  Assert<Same<Static<typeof ClientErrorReportSchema>, ClientErrorReport>>,
  Assert<Same<Static<typeof Study.AccessResultSchema>, AccessResult>>,
  Assert<Same<Static<typeof Study.ActivationResultSchema>, ActivationResult>>,
  Assert<Same<Static<typeof Study.CourseDetailSchema>, CourseDetail>>,
  Assert<Same<Static<typeof Study.LessonListItemSchema>, LessonListItem>>,
  Assert<Same<Static<typeof Study.LessonDetailSchema>, LessonDetail>>,
  Assert<Same<Static<typeof Study.DiscussionReplySchema>, DiscussionReply>>,
  Assert<Same<Static<typeof Study.DiscussionSchema>, Discussion>>,
  Assert<Same<Static<typeof Study.DiscussionPageSchema>, DiscussionPage>>,
  Assert<Same<Static<typeof Study.QuestionDiscussionSchema>, PracticeTypes.QuestionDiscussion>>,
  Assert<
    Same<Static<typeof Study.QuestionDiscussionPageSchema>, PracticeTypes.QuestionDiscussionPage>
  >,
  Assert<Same<Static<typeof Study.LessonThumbSchema>, LessonThumb>>,
  Assert<Same<Static<typeof Study.LessonLikeBody>, LessonLikePayload>>,
  Assert<Same<Static<typeof Study.MyCourseSchema>, MyCourse>>,
  Assert<Same<Static<typeof Study.ClassroomDetailSchema>, ClassroomDetail>>,
  Assert<Same<Static<typeof Study.MyClassroomSchema>, MyClassroom>>,
  Assert<Same<Static<typeof Study.CheckClassResultSchema>, CheckClassResult>>,
  Assert<Same<Static<ReturnType<typeof Study.paged<typeof GoodsItemSchema>>>, Paged<GoodsItem>>>,
  Assert<Same<Static<typeof Bank.SubjectSchema>, BankTypes.Subject>>,
  Assert<Same<Static<typeof Bank.SubjectInfoSchema>, BankTypes.SubjectInfo>>,
  Assert<Same<Static<typeof Bank.YearSubjectsSchema>, BankTypes.YearSubjects>>,
  Assert<Same<Static<typeof Bank.SubjectStatisticSchema>, BankTypes.SubjectStatistic>>,
  Assert<Same<Static<typeof Bank.SubjectAccessSchema>, BankTypes.SubjectAccess>>,
  Assert<Same<Static<typeof Bank.SubjectOrderSchema>, BankTypes.SubjectOrder>>,
  Assert<Same<Static<typeof Bank.PaperItemSchema>, BankTypes.PaperItem>>,
  Assert<Same<Static<typeof Bank.PaperPageSchema>, Paged<BankTypes.PaperItem>>>,
  Assert<Same<Static<typeof Bank.PaperCompletionSchema>, BankTypes.PaperCompletion>>,
  Assert<Same<Static<typeof Bank.PaperAccessSchema>, BankTypes.PaperAccess>>,
  Assert<Same<Static<typeof Bank.ChapterInfoSchema>, BankTypes.ChapterInfo>>,
  Assert<Same<Static<typeof Bank.PracticeTileSchema>, BankTypes.PracticeTile>>,
  Assert<Same<Static<typeof Bank.PracticeRecordSchema>, BankTypes.PracticeRecord>>,
  Assert<Same<Static<typeof Bank.KnowledgePointSchema>, BankTypes.KnowledgePoint>>,
  Assert<Same<Static<typeof Bank.KnowledgeInfoSchema>, BankTypes.KnowledgeInfo>>,
  Assert<Same<Static<typeof Bank.KnowledgeChapterSchema>, BankTypes.KnowledgeChapter>>,
  Assert<Same<Static<typeof Bank.SmartQuestionSchema>, BankTypes.SmartQuestionInfo>>,
  Assert<Same<Static<typeof Bank.KnowledgeResourceSchema>, BankTypes.KnowledgeResource>>,
  Assert<Same<Static<typeof Orders.PlaceOrderBody>, OrderTypes.PlaceOrderPayload>>,
  Assert<Same<Static<typeof Orders.PlacedOrderSchema>, OrderTypes.PlacedOrder>>,
  Assert<Same<Static<typeof Orders.OrderInfoSchema>, OrderTypes.OrderInfo>>,
  Assert<Same<Static<typeof Orders.ExpressInfoSchema>, OrderTypes.ExpressInfo>>,
  Assert<Same<Static<typeof Orders.PayStartSchema>, OrderTypes.PayStart>>,
  Assert<Same<Static<typeof Orders.PayStateSchema>, OrderTypes.PayState>>,
  Assert<Same<Static<typeof Practice.PracticePaperSchema>, PracticeTypes.PracticePaper>>,
  Assert<Same<Static<typeof Practice.OwnSetBodySchema>, PracticeTypes.OwnSetRequest>>,
  Assert<Same<Static<typeof Practice.SelfMarkBodySchema>, PracticeTypes.SelfMarkPayload>>,
  Assert<Same<Static<typeof Practice.OpenAttemptSchema>, PracticeTypes.OpenAttempt>>,
  Assert<Same<Static<typeof Practice.AnswerSavedSchema>, PracticeTypes.AnswerSaved>>,
  Assert<Same<Static<typeof Practice.AttemptReportSchema>, PracticeTypes.AttemptReport>>,
  Assert<Same<Static<typeof Practice.AttemptSummarySchema>, PracticeTypes.AttemptSummary>>,
  Assert<Same<Static<typeof Practice.WrongBookItemSchema>, PracticeTypes.WrongBookItem>>,
  Assert<Same<Static<typeof Practice.AnswerBodySchema>, PracticeTypes.AnswerBody>>,
  Assert<Same<Static<typeof Practice.QuestionNoteSchema>, PracticeTypes.QuestionNote>>,
  Assert<Same<Static<typeof UserCentre.UserSummarySchema>, UserCentreTypes.UserSummary>>,
  Assert<Same<Static<typeof UserCentre.SignInResultSchema>, UserCentreTypes.SignInResult>>,
  Assert<Same<Static<typeof UserCentre.SignDaysSchema>, UserCentreTypes.SignDays>>,
  Assert<Same<Static<typeof UserCentre.PointsEntrySchema>, UserCentreTypes.PointsEntry>>,
  Assert<Same<Static<typeof UserCentre.PointsPageSchema>, UserCentreTypes.PointsPage>>,
  Assert<Same<Static<typeof UserCentre.ExamDateInfoSchema>, UserCentreTypes.ExamDateInfo>>,
  Assert<Same<Static<typeof UserCentre.RecentStudyItemSchema>, UserCentreTypes.RecentStudyItem>>,
  Assert<Same<Static<typeof UserCentre.RecentStudyPageSchema>, UserCentreTypes.RecentStudyPage>>,
  Assert<Same<Static<typeof UserCentre.MyCourseSchema>, UserCentreTypes.MyCourse>>,
  Assert<Same<Static<typeof UserCentre.MyLiveSchema>, UserCentreTypes.MyLive>>,
  Assert<Same<Static<typeof Lives.LiveItemSchema>, LiveTypes.LiveItem>>,
  Assert<Same<Static<typeof Lives.LiveStreamSchema>, LiveTypes.LiveStream>>,
  Assert<Same<Static<typeof Lives.LiveReminderSchema>, LiveTypes.LiveReminder>>,
  Assert<Same<Static<typeof Lives.LiveDetailSchema>, LiveTypes.LiveDetail>>,
  Assert<Same<Static<typeof Lives.ReplayLivePageSchema>, LiveTypes.ReplayLivePage>>,
  Assert<Same<Static<typeof JssdkConfigSchema>, JssdkConfig>>,
  Assert<Same<Static<typeof MiniOpenidBody>, MiniOpenidPayload>>,
  // The server takes any client text (only weapp changes anything): the same fields, and the
  // app's values fit the server's.
  Assert<Same<keyof PayOrderBodyObject, keyof OrderTypes.PayOrderPayload>>,
  Assert<OrderTypes.PayOrderPayload extends PayOrderBodyObject ? true : false>,
]
