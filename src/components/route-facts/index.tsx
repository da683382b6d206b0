import { View } from '@tarojs/components'
import { useId } from 'react'
import './index.scss'

/** The identifying values a page was opened with (its route parameters), as label/value rows. */
export function RouteFacts({
  facts,
}: {
  facts: readonly (readonly [string, string | undefined])[]
}) {
  const id = useId()
  const shown = facts.filter(([, value]) => value !== undefined && value !== '')
  if (shown.length === 0) return null
  // Each value is a definition named by its label, as screen readers read a term and its value.
  return (
    <View className="route-facts">
      {shown.map(([label, value], index) => (
        <View key={label} className="route-facts__row">
          <View className="route-facts__label" role="term" id={`${id}-${index}`}>
            {label}
          </View>
          <View className="route-facts__value" role="definition" aria-labelledby={`${id}-${index}`}>
            {value}
          </View>
        </View>
      ))}
    </View>
  )
}
