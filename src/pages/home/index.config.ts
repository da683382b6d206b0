import { pageConfig } from '@/constants/page-config'

// Pull-to-refresh reloads banners, lives and the catalogue.
export default definePageConfig({ ...pageConfig('home'), enablePullDownRefresh: true })
