import { defineVariables, text } from './variables'

/** The desktop bank this server draws itself (routes/bank/desktop-bank.ts). */
export const DEFAULT_BANK_DESKTOP_URL = '/pc/tiku/exam/{examId}/subject/{subjectId}'

const STORED = 'the stored organisation'
const CONTACT = 'up to 200 characters'

/** The school's name and contacts, and where desktop browsers go. */
export const SCHOOL_VARIABLES = defineVariables({
  title: 'The school',
  source: 'server/src/config/school.ts',
  variables: {
    TRAIN_NAME: text({
      shownDefault: STORED,
      range: CONTACT,
      meaning: "The school's name (spec §3 oemInfo `train_name`), over the stored one.",
    }),
    TRAIN_REALNAME: text({
      shownDefault: STORED,
      range: CONTACT,
      meaning: "The contact person's name learners see (oemInfo `realname`, the demo's 林老师).",
    }),
    TRAIN_MOBILE: text({
      shownDefault: STORED,
      range: CONTACT,
      meaning: "The school's phone number (oemInfo `mobile`).",
    }),
    TRAIN_QQ: text({
      shownDefault: STORED,
      range: CONTACT,
      meaning: "The school's QQ number (oemInfo `qq`).",
    }),
    TRAIN_WEIXIN_URL: text({
      shownDefault: STORED,
      range: CONTACT,
      meaning:
        "The image of the school's WeChat QR code (oemInfo `weixin_url`); the demo's is a drawn placeholder, so a school sets its real one here.",
    }),
    BANK_DESKTOP_URL: text({
      default: DEFAULT_BANK_DESKTOP_URL,
      range: 'an http(s) URL, a path starting with `/`, or `none`',
      meaning:
        "Where a desktop browser opening the bank home goes (spec §2), `{examId}` and `{subjectId}` filled in: by default a desktop page this server draws (the subject at a glance and the mobile address to practise on); a school's own PC site (`https://…`); or `none` to keep desktops on the H5 bank. The server decides on a page load by the User-Agent: phones, Android tablets and WeChat (any device) count as mobile; iPadOS Safari, which presents itself as a Mac, gets the desktop page.",
    }),
  },
})

export interface Organisation {
  train_name: string
  realname: string
  mobile: string
  qq: string
  weixin_url: string
}

const ORGANISATION_FIELDS = [
  ['TRAIN_NAME', 'train_name'],
  ['TRAIN_REALNAME', 'realname'],
  ['TRAIN_MOBILE', 'mobile'],
  ['TRAIN_QQ', 'qq'],
  ['TRAIN_WEIXIN_URL', 'weixin_url'],
] as const

/** The overrides of the seeded organisation info that are set. */
export function organisationOf(env: NodeJS.ProcessEnv, problems: string[]): Partial<Organisation> {
  const organisation: Partial<Organisation> = {}
  for (const [name, field] of ORGANISATION_FIELDS) {
    const value = SCHOOL_VARIABLES.read(env, name)?.trim()
    if (!value) continue
    if (value.length > 200) problems.push(`${name} must be at most 200 characters`)
    organisation[field] = value
  }
  return organisation
}

/** BANK_DESKTOP_URL, or null for none. */
export function bankDesktopUrlOf(env: NodeJS.ProcessEnv, problems: string[]): string | null {
  const bankDesktopUrl = SCHOOL_VARIABLES.trimmed(env, 'BANK_DESKTOP_URL')
  if (bankDesktopUrl !== 'none' && !/^(https?:\/\/[^/\s]+)?\/\S*$/.test(bankDesktopUrl)) {
    problems.push('BANK_DESKTOP_URL must be an http(s) URL, a path starting with /, or none')
  }
  return bankDesktopUrl === 'none' ? null : bankDesktopUrl
}
