import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { ACCESS } from '@common/constants/access'
import { RouteLink } from '@/components/route-link'
import { SchoolImage } from '@/components/school-image'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'
import '../study.scss'

const ACCESS_TEXT = {
  [ACCESS.needsPurchase]: '已过期',
  [ACCESS.mayEnter]: '学习中',
  [ACCESS.needsActivation]: '待激活',
} as const

/** userClassroom (我的班级): the learner's class rooms, each leading to its class room. */
export default observer(function UserClassroomPage() {
  const { classroom } = useStores()
  useEffect(() => {
    background(classroom.loadMine())
  }, [classroom])
  return (
    <PageLayout route="userClassroom">
      <ListState
        loading={classroom.mineState.pending}
        error={classroom.mineState.error}
        empty={classroom.mineState.loaded && classroom.mine.length === 0}
        emptyText="你还没有加入班级"
        onRetry={() => background(classroom.loadMine())}
      />
      {classroom.mine.map((item) => (
        <RouteLink key={item.id} to="class" args={[{ classId: item.id }]} className="my-study">
          <View className="my-study__cover">
            <SchoolImage src={item.picture} alt={item.title} width={400} height={300} />
          </View>
          <View className="my-study__body">
            <View className="my-study__title">{item.title}</View>
            <View className="my-study__line">
              {item.courseCount} 门课程 · {ACCESS_TEXT[item.access]}
              {item.expireAt ? ` · 有效期至 ${item.expireAt.slice(0, 10)}` : ''}
            </View>
          </View>
        </RouteLink>
      ))}
    </PageLayout>
  )
})
