import { Button, Loading } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { EmptyState } from '@/components/empty-state'
import './index.scss'

interface ListStateProps {
  loading: boolean
  error: string | null
  empty: boolean
  emptyText: string
  onRetry: () => void
  /** Height (a CSS length) kept while loading, so that the content arriving pushes nothing. */
  reserve?: string
}

/** The loading, error and empty states of a list; null when the list has items to show. */
export function ListState({ loading, error, empty, emptyText, onRetry, reserve }: ListStateProps) {
  if (error) {
    return (
      <View className="list-state" role="alert">
        <View className="list-state__text">加载失败：{error}</View>
        <Button {...BUTTON_ROLE} size="small" type="primary" fill="outline" onClick={onRetry}>
          重新加载
        </Button>
      </View>
    )
  }
  if (loading) {
    return (
      <View
        className="list-state"
        role="status"
        style={reserve ? { minHeight: reserve } : undefined}
      >
        <Loading type="circular">加载中…</Loading>
      </View>
    )
  }
  if (empty) return <EmptyState className="list-state__empty" description={emptyText} />
  return null
}
