import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { CourseSection } from '../course-section'
import { ListState } from '../list-state'
import { useProgressiveCount } from '../progressive'

/** Every course category of the catalogue, with its loading, error and empty states. */
export const CatalogueSections = observer(function CatalogueSections({
  limit,
  eagerFirst = false,
  first = 1,
}: {
  /** Cards per category (home shows 8). */
  limit?: number
  /** The first category's images are above the fold. */
  eagerFirst?: boolean
  /**
   * Categories in the page's first render: 1 where the catalogue is the page, 0 below the
   * fold (home), where the page's first render has enough to do.
   */
  first?: number
}) {
  const { catalogue } = useStores()
  const shown = useProgressiveCount(catalogue.categories.length, first)
  return (
    <>
      <ListState
        loading={catalogue.state.pending}
        error={catalogue.state.error}
        empty={catalogue.state.loaded && catalogue.categories.length === 0}
        emptyText="课程正在上架中"
        onRetry={() => background(catalogue.load())}
        reserve="100vh"
      />
      {catalogue.categories.slice(0, shown).map((category, index) => (
        <CourseSection
          key={category.id}
          category={category}
          limit={limit}
          eager={eagerFirst && index === 0}
        />
      ))}
      {shown < catalogue.categories.length && (
        // Holds what follows the catalogue below the fold while the categories come in.
        <View className="catalogue-sections__pending" style={{ minHeight: '100vh' }} />
      )}
    </>
  )
})
