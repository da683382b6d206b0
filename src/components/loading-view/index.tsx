import { Button, Loading } from '@nutui/nutui-react-taro'
import { View, Text } from '@tarojs/components'
import { BUTTON_ROLE } from '@/constants/accessibility'
import './index.scss'

interface LoadingViewProps {
  /** When set, loading failed: the message and a retry button replace the spinner. */
  error?: string | null
  onRetry?: () => void
}

/** The app shell's loading view (spec §2): shown until training info has loaded. */
export function LoadingView({ error, onRetry }: LoadingViewProps) {
  if (error) {
    return (
      <View className="loading-view" role="alert">
        <Text className="loading-view__error">加载失败：{error}</Text>
        {onRetry && (
          <Button {...BUTTON_ROLE} type="primary" size="small" onClick={onRetry}>
            重新加载
          </Button>
        )}
      </View>
    )
  }
  return (
    <View className="loading-view" role="status" aria-live="polite">
      <Loading type="circular">加载中…</Loading>
    </View>
  )
}
