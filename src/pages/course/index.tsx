import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ContactTeacherDialog } from '@/components/contact-teacher'
import { CatalogueSections } from '@/components/catalogue-sections'
import { PageLayout } from '@/components/page-layout'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'
import './index.scss'

/** /course: the whole catalogue by category, with the child-category filter. */
export default observer(function CoursePage() {
  const { catalogue } = useStores()
  const [contactOpen, setContactOpen] = useState(false)
  useEffect(() => {
    background(catalogue.load())
  }, [catalogue])
  return (
    <PageLayout route="course" ready={catalogue.state.settled}>
      <CatalogueSections eagerFirst />
      <View className="course-page__contact" role="button" onClick={() => setContactOpen(true)}>
        选课有疑问？联系老师
      </View>
      <ContactTeacherDialog visible={contactOpen} onClose={() => setContactOpen(false)} />
    </PageLayout>
  )
})
