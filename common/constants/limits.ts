// How long the fields of the forms may be: the app's rules check them, the server's schemas
// cap the same fields alike.

/** spec §9 limits. */
export const LIMITS = {
  passwordMax: 16,
  codeMax: 6,
  mobileMax: 11,
  nicknameMin: 2,
  nicknameMax: 15,
  qqMin: 5,
  /** What the profile and search fields take; the server caps the same fields alike. */
  chineseNameMax: 6,
  qqMax: 12,
  emailMax: 100,
  keywordMax: 50,
} as const

/** Feedback (/user/feedback, POST /api/home/suggests/): 5 to 500 characters, contact up to 100. */
export const FEEDBACK_LIMITS = { minChars: 5, maxChars: 500, contactMax: 100 } as const
