// Despite its name this is a plain function that builds the tree, not a React hook.
import { useCascaderAreaData as buildCascaderAreaData } from '@vant/area-data'

/** A province, city or district in the cascader shape NutUI's Address picker reads. */
export interface RegionOption {
  text: string
  value: string
  children?: RegionOption[]
}

let cached: RegionOption[] | undefined

/**
 * China's provinces, cities and districts from @vant/area-data (a maintained package of the
 * national administrative divisions), built once.
 */
export function regionOptions(): RegionOption[] {
  cached ??= buildCascaderAreaData()
  return cached
}

/** Whether the names form a real province → city → district path (district may be empty). */
export function isKnownRegion(province: string, city: string, district: string): boolean {
  const provinceOption = regionOptions().find((option) => option.text === province)
  const cityOption = provinceOption?.children?.find((option) => option.text === city)
  if (!cityOption) return false
  const districts = cityOption.children ?? []
  if (districts.length === 0) return district === ''
  return districts.some((option) => option.text === district)
}
