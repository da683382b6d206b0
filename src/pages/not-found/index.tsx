import { View, Text } from '@tarojs/components'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { useRouteParams } from '@/services/use-route-params'
import './index.scss'

/** Shown for an address that is no route of the app, with a way home. */
export default function NotFoundPage() {
  const { from } = useRouteParams<'notFound'>()
  return (
    <PageLayout route="notFound">
      <View className="not-found">
        <Text className="not-found__code">404</Text>
        <Text className="not-found__text">抱歉，您访问的页面不存在</Text>
        {from && <Text className="not-found__path">{from}</Text>}
        <RouteLink to="home" className="not-found__home">
          返回首页
        </RouteLink>
      </View>
    </PageLayout>
  )
}
