import type { BannerInput, ConsoleBanner } from '@common/contracts/console-banners'
import { call } from './http'

export const banners = () => call<ConsoleBanner[]>('GET', '/banners')
export const createBanner = (banner: BannerInput) => call<ConsoleBanner>('POST', '/banners', banner)
export const changeBanner = (id: number, change: Partial<BannerInput>) =>
  call<ConsoleBanner>('PATCH', `/banners/${id}`, change)
export const deleteBanner = (id: number) => call<null>('DELETE', `/banners/${id}`)
