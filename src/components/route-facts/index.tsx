import { View, Text } from '@tarojs/components'
import './index.scss'

/** The identifying values a page was opened with (its route parameters), as label/value rows. */
export function RouteFacts({
  facts,
}: {
  facts: readonly (readonly [string, string | undefined])[]
}) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== '')
  if (shown.length === 0) return null
  return (
    <View className="route-facts">
      {shown.map(([label, value]) => (
        <View key={label} className="route-facts__row">
          <Text className="route-facts__label">{label}</Text>
          <Text className="route-facts__value">{value}</Text>
        </View>
      ))}
    </View>
  )
}
