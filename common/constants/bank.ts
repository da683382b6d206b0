/** spec §9 and the bank's own rules, shared by the app and the server. */

/** spec §9: the sprint paper (押题卷) opens one week before the exam. */
export const SPRINT_OPEN_DAYS = 7

/** spec §9 default page sizes of the knowledge calls. */
export const RECOMMEND_PAGE_SIZE = 3
export const SUBJECT_KNOWLEDGE_PAGE_SIZE = 11

/** A point counts as weak once the learner has answered this many of its questions… */
export const WEAK_MIN_ANSWERS = 3
/** …and got fewer than this share of them right at the latest answer. */
export const WEAK_ACCURACY = 0.6

/** Smart practice needs at least this many questions tied to knowledge points. */
export const SMART_MIN_QUESTIONS = 20

/** Paper lists and chapter lists: items per page. */
export const PAPER_PAGE_SIZE = 10

/** spec §4 recommendation types. */
export const RECOMMEND = { recommended: 1, weak: 2 } as const

/** A question leaves the wrong-answer book after this many right answers in a row. */
export const WRONG_BOOK_EXIT = 2

/** Questions (top-level: a case or material question counts once) in a set a learner makes. */
export const OWN_SET_MAX = 50

/** Questions in one 智能练习 set; at most half of them from the wrong-answer book. */
export const SMART_SET_SIZE = 20

/** Exam mode saves a written answer or a 会计分录 this long after the learner stops typing. */
export const DRAFT_SAVE_MS = 1500

/** Days a bought bank subject stays open when its goods name none (its goods say 一年内). */
export const SUBJECT_VALIDITY_DAYS = 365
