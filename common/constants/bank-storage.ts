// Apart from bank-home.ts: the app's shared chunk needs the keys, not the bank home's texts.

/** spec §2 storage keys of the bank home: exam → subject chosen last, */
export const TEST_EXAM_KEY = 'TEST_EXAM'
/** set once the guided intro has been seen, */
export const LEAD_PAGE_KEY = 'leadPage'
/** and the exam /test opens with (the last one the learner chose). */
export const LAST_EXAM_KEY = 'TEST_EXAM_LAST'
