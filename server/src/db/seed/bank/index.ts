import type { SubjectSeed } from './content-types'
import cpaAccounting from './subjects/cpa-accounting'
import cpaAudit from './subjects/cpa-audit'
import cpaFinance from './subjects/cpa-finance'
import cpaLaw from './subjects/cpa-law'
import cpaStrategy from './subjects/cpa-strategy'
import cpaTax from './subjects/cpa-tax'
import juniorLaw from './subjects/junior-law'
import juniorPractice from './subjects/junior-practice'
import midFinance from './subjects/mid-finance'
import midLaw from './subjects/mid-law'
import midPractice from './subjects/mid-practice'
import taxFinance from './subjects/tax-finance'
import taxLaw from './subjects/tax-law'
import taxOne from './subjects/tax-one'
import taxPractice from './subjects/tax-practice'
import taxTwo from './subjects/tax-two'

/** The written content of the demo bank, one file per subject (checked before loading). */
export const BANK_SEEDS: SubjectSeed[] = [
  juniorPractice,
  juniorLaw,
  midPractice,
  midFinance,
  midLaw,
  cpaAccounting,
  cpaAudit,
  cpaFinance,
  cpaLaw,
  cpaTax,
  cpaStrategy,
  taxOne,
  taxTwo,
  taxPractice,
  taxLaw,
  taxFinance,
]
