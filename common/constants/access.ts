import type { AccessCode } from '@common/contracts/catalogue'

/** spec §4 course access codes, as the API sends them; shared by the app and the server. */
export const ACCESS = {
  /** Not bought, or its validity ended: the missing-purchase prompt and the buy footer. */
  needsPurchase: 0,
  /** May enter: lessons play. */
  mayEnter: 1,
  /** Bought but not activated: the activation dialog 是否激活. */
  needsActivation: 2,
} as const satisfies Record<string, AccessCode>

/** How much an access gives the learner: may enter, then needs activation, then nothing. */
export function accessRank(code: AccessCode): number {
  return { [ACCESS.needsPurchase]: 0, [ACCESS.needsActivation]: 1, [ACCESS.mayEnter]: 2 }[code]
}
