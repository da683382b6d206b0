import { pageConfig } from '@/constants/page-config'

export default definePageConfig(pageConfig('userPrivacy'))
