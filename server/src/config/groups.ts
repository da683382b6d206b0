import { LIVE_VARIABLES } from '../adapters/live/variables'
import { PAYMENT_VARIABLES } from '../adapters/payment/variables'
import { SMS_VARIABLES } from '../adapters/sms/variables'
import { STORAGE_VARIABLES } from '../adapters/storage/variables'
import { WECHAT_VARIABLES } from '../adapters/wechat/variables'
import { ACCOUNT_VARIABLES } from './accounts'
import { ORDER_VARIABLES } from './orders'
import { SCHOOL_VARIABLES } from './school'
import { SERVER_VARIABLES } from './server'
import type { DeclaredGroup } from './variables'

/** Every group of variables the server reads, in the order docs/configuration.md shows them. */
export const VARIABLE_GROUPS: readonly DeclaredGroup[] = [
  SERVER_VARIABLES,
  SCHOOL_VARIABLES,
  ACCOUNT_VARIABLES,
  SMS_VARIABLES,
  PAYMENT_VARIABLES,
  WECHAT_VARIABLES,
  LIVE_VARIABLES,
  STORAGE_VARIABLES,
  ORDER_VARIABLES,
]
