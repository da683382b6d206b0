import { PAGE_PATHS, ROUTE_TABLE, TAB_ROUTES } from '@common/constants/route-table'

export default defineAppConfig({
  pages: PAGE_PATHS,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    // H5 draws its own header and bottom navigation (components/page-header, bottom-nav).
    navigationStyle: process.env.TARO_ENV === 'h5' ? 'custom' : 'default',
  },
  // Page animation off on H5: going back within ~300 ms of a navigation left a blank page.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
  // The mini-program uses its native tab bar; H5 uses components/bottom-nav so that browser
  // back after a tab switch returns to the previous tab.
  ...(process.env.TARO_ENV === 'weapp'
    ? {
        tabBar: {
          color: '#8a8f99',
          selectedColor: '#1a5fd6',
          backgroundColor: '#ffffff',
          list: TAB_ROUTES.map((name) => ({
            pagePath: ROUTE_TABLE[name].page,
            text: ROUTE_TABLE[name].title,
          })),
        },
      }
    : {}),
})
