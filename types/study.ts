// Payloads of course study and class rooms (spec §3 course store, lesson list item, lesson
// discussion, free-join payload; §7 "Courses, classes and lives"). Shared by app and server.

/** spec §4 course access code: 0 needs purchase, 1 may enter, 2 needs activation. */
export type AccessCode = 0 | 1 | 2

/**
 * GET /knew/pc/Course/access?courseId= and GET /knew/pc/classroom/checkAccess/classId/{id}.
 * A visitor gets access 0 with loggedIn false. `expireAt` is the end of the validity period
 * (China date-time) once activated, else null; `validityDays` is what activation will grant.
 */
export interface AccessResult {
  access: AccessCode
  loggedIn: boolean
  expireAt: string | null
  validityDays: number
}

/** GET /knew/pc/course/tryActive/?id=: the validity period that activation started. */
export interface ActivationResult {
  access: 1
  expireAt: string
}

/** spec §3 free-join payload (POST /knew/pc/course/free). */
export interface FreeJoinPayload {
  id: number
  type: 'course' | 'classroom'
}

/** GET /knew/pc/course/info/courseId/{id} (our path: the spec does not give one). */
export interface CourseDetail {
  id: number
  title: string
  picture: string
  teacher: string
  /** Yuan. A course is free when discountPrice is 0 (spec §4). */
  price: number
  discountPrice: number
  /** Days of study that activation grants. */
  validityDays: number
  description: string
  lessonCount: number
  studentCount: number
  categoryName: string
}

/**
 * spec §3 lesson list item, as GET /knew/pc/course/lessons/courseId/{id} lists them in
 * order: chapters and the lessons (or lives) that follow each. Chapters have only id, type
 * and title.
 */
export interface LessonListItem {
  id: number
  type: 'chapter' | 'lesson' | 'live'
  /** The chapter's title, or the course title on a lesson. */
  title: string
  lessonTitle: string
  /** 1 = free. */
  free: number
  /** 'published' or 'unpublished' (shown 敬请期待). */
  status: 'published' | 'unpublished'
  /** Seconds of video, 0 for chapters and lives. */
  duration: number
  start_time: string
  end_time: string
  /** The teacher. */
  nickname: string
  /** Whole seconds the learner has watched to (the saved position), 0 if none. */
  position: number
  /** Finished by the watching credited (90% of the video): a seek to the end is not. */
  finished: boolean
}

/**
 * GET /knew/pc/course/lesson/courseId/{c}/lessonId/{l} (our path): the lesson to play. Code
 * 403 with the missing-purchase message when the learner may not play it.
 */
export interface LessonDetail {
  id: number
  courseId: number
  courseTitle: string
  lessonTitle: string
  free: number
  duration: number
  /** Served with range requests, to learners with access only. */
  mediaUrl: string
  /** Saved position in seconds (saveRecord), 0 for a visitor or a first visit. */
  position: number
  prevLessonId: number | null
  nextLessonId: number | null
}

/** spec §3 lesson discussion: one comment and its replies (GET /api/home/lessondiscuss). */
export interface Discussion {
  id: number
  lessonId: number
  userId: number
  username: string
  content: string
  createdAt: string
  children: DiscussionReply[]
}

export interface DiscussionReply {
  id: number
  discussId: number
  userId: number
  username: string
  /** The user replied to: the comment's author or a reply's author. */
  targetUserId: number
  targetUsername: string
  content: string
  createdAt: string
}

/** GET /api/home/lessondiscuss/{lessonId}/p/{p}. */
export interface DiscussionPage {
  list: Discussion[]
  totalCount: number
  page: number
  pageSize: number
}

/** POST /api/home/adddiscuss. */
export interface AddDiscussPayload {
  lessonId: number
  content: string
}

/** POST /api/home/answerdiscuss: a reply to a comment, or to a reply (targetUserId). */
export interface AnswerDiscussPayload {
  discussId: number
  targetUserId: number
  content: string
}

/** spec §3 thumb: 1 liked, -1 disliked, 0 neither (GET /api/home/getLikesByLessonId/{id}). */
export type OwnLike = 1 | -1 | 0

export interface LessonThumb {
  lessonId: number
  likesNum: number
  dislikesNum: number
  ownLike: OwnLike
}

/** POST /api/home/lessonlike/: sets the learner's own state; the same state twice is one. */
export interface LessonLikePayload {
  lessonId: number
  like: OwnLike
}

/** POST /knew/pc/course/mark: the study record behind recent study and the alert. */
export interface MarkPayload {
  courseId: number
  lessonId: number
}

/** GET /knew/pc/course/courseList: the learner's courses. */
export interface MyCourse {
  id: number
  title: string
  picture: string
  teacher: string
  access: AccessCode
  expireAt: string | null
  /** How the learner got it. */
  source: 'purchase' | 'free' | 'classroom'
}

/** GET /api/home/visitclassroom/{id} (class info): a class room and the learner's access. */
export interface ClassroomDetail {
  id: number
  title: string
  picture: string
  description: string
  price: number
  discountPrice: number
  validityDays: number
  courseCount: number
  studentCount: number
}

/** GET /api/home/visitclasss/: the learner's class rooms. */
export interface MyClassroom {
  id: number
  title: string
  picture: string
  access: AccessCode
  expireAt: string | null
  courseCount: number
}

/** GET /api/home/checkclass/{id}: whether the learner belongs to the class room. */
export interface CheckClassResult {
  member: boolean
}

/** A paged list (classgoods: 10 per page). */
export interface Paged<T> {
  list: T[]
  totalCount: number
  page: number
  pageSize: number
}
