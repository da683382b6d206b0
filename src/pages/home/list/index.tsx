import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { CourseCard } from '@/components/course-card'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { freeListTitle } from '@/utils/route-labels'
import { background } from '@/services/notify'
import './index.scss'

/** /home/list/:type: the free goods, type 0 review essentials, type 1 free videos (spec §2). */
export default observer(function FreeListPage() {
  const params = useRouteParams<'freeList'>()
  const type = params.type === '1' ? 1 : params.type === '0' ? 0 : null
  const { catalogue } = useStores()
  useEffect(() => {
    if (type !== null) background(catalogue.loadFreeList(type))
  }, [catalogue, type])
  const courses = type === null ? [] : catalogue.freeLists.get(type)
  return (
    <PageLayout route="freeList" title={freeListTitle(params.type)}>
      <ListState
        loading={type !== null && courses === undefined && !catalogue.freeListState.error}
        error={
          type === null
            ? `没有这个免费资料分类：${params.type ?? ''}`
            : catalogue.freeListState.error
        }
        empty={courses?.length === 0}
        emptyText="暂无免费资料，敬请期待"
        onRetry={() => type !== null && background(catalogue.loadFreeList(type))}
      />
      {courses && courses.length > 0 && (
        <View className="free-list">
          {courses.map((course, index) => (
            <CourseCard key={course.id} course={course} eager={index < 2} />
          ))}
        </View>
      )}
    </PageLayout>
  )
})
