import { Rate } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { importanceStars } from '@common/rules/bank'

/** spec §3: a knowledge point's importance (0-10) as 5 stars, halved; read-only. */
export function ImportanceStars({ importance }: { importance: number }) {
  const stars = importanceStars(importance)
  // NutUI's Rate passes no label on: the wrapper names the figure for screen readers.
  return (
    <View role="img" aria-label={`重要程度${stars}星`}>
      <Rate count={5} value={stars} allowHalf readOnly size="small" />
    </View>
  )
}
