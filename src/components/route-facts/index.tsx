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
  // Each row is a term and its definition (ARIA names neither), grouped under the term's name.
  return (
    <View className="route-facts">
      {shown.map(([label, value], index) => (
        <View
          key={label}
          className="route-facts__row"
          role="group"
          aria-labelledby={`${id}-${index}`}
        >
          <View className="route-facts__label" role="term" id={`${id}-${index}`}>
            {label}
          </View>
          <View className="route-facts__value" role="definition">
            {value}
          </View>
        </View>
      ))}
    </View>
  )
}
