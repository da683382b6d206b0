import type { ProTableProps } from '@ant-design/pro-components'

/** The console's tables offer a reload, not Pro's density and column settings. */
export const TABLE_OPTIONS: ProTableProps<
  Record<string, unknown>,
  Record<string, unknown>
>['options'] = { reload: true, density: false, setting: false }
