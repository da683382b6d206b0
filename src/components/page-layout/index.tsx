import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { isTab, routeDef, type RouteName } from '@common/constants/routes'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { BottomNav } from '../bottom-nav'
import { FeedbackHost } from '../feedback-host'
import { LoadingView } from '../loading-view'
import { PageHeader } from '../page-header'
import { useDocumentTitle } from './use-document-title'
import { useFirstView } from './use-first-view'
import { useLoginGuard } from './use-login-guard'
import './index.scss'

type PageLayoutProps = PropsWithChildren<{
  route: RouteName
  /** Header title when it depends on the page's data; the route's title otherwise. */
  title?: string
  /**
   * The page shows its first content (its lead data is in, or failed): until then the
   * server's first view, where the page has one, stays over it. Pages without lead data
   * are ready as soon as they render.
   */
  ready?: boolean
}>

/**
 * The app shell around every page: loading view until training info is in, the login guard,
 * the header with its back link, and the bottom navigation on tab pages (H5).
 */
export const PageLayout = observer(function PageLayout({
  route,
  title,
  ready = true,
  children,
}: PageLayoutProps) {
  const { app } = useStores()
  const guard = useLoginGuard(route, app)
  useDocumentTitle(app.trainName)
  const def = routeDef(route)
  const isH5 = process.env.TARO_ENV === 'h5'

  const trainInfoFailed = app.trainInfo.error !== null && !app.trainInfo.isFetching
  let body
  if (app.oemInfo === null) {
    body = (
      <LoadingView
        error={trainInfoFailed ? app.trainInfo.error : null}
        onRetry={() => background(app.loadTrainInfo())}
      />
    )
  } else if (guard !== 'allowed') {
    body = <LoadingView />
  } else {
    body = children
  }

  useFirstView((body === children && ready) || trainInfoFailed)

  return (
    <View
      className={
        isH5 && isTab(route)
          ? 'page-layout page-layout--tabbed'
          : isH5
            ? 'page-layout page-layout--headed'
            : 'page-layout'
      }
    >
      {isH5 && !isTab(route) && <PageHeader title={title ?? def.title} />}
      {isH5 && isTab(route) && (
        <View className="page-layout__tab-title" role="heading" aria-level={1}>
          {title ?? def.title}
        </View>
      )}
      <View className="page-layout__body" role="main">
        {body}
      </View>
      {isH5 && isTab(route) && <BottomNav current={route} />}
      <FeedbackHost />
    </View>
  )
})
