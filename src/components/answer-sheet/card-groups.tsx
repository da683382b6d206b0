import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { cardGroups, type Unit } from '@/utils/practice'

/** A grid's key: each swatch's class and what it stands for (the screen reader hears the cells). */
export function CardLegend({ entries }: { entries: { swatch: string; name: string }[] }) {
  return (
    <View className="answer-card__legend" aria-hidden>
      {entries.map((entry) => (
        <View key={entry.swatch} className="answer-card__legend-entry">
          <View className={entry.swatch} />
          {entry.name}
        </View>
      ))}
    </View>
  )
}

/** The questions by 题型 (the answer card, the report's 答题情况), one cell each. */
export function CardGroups({
  units,
  cell,
}: {
  units: Unit[]
  cell: (unit: Unit, index: number) => ReactNode
}) {
  return (
    <>
      {cardGroups(units).map((group) => (
        <View key={`${group.name}-${group.entries[0].index}`} role="group" aria-label={group.name}>
          <View className="answer-card__group-name">{group.name}</View>
          <View className="answer-card__grid">
            {group.entries.map(({ unit, index }) => cell(unit, index))}
          </View>
        </View>
      ))}
    </>
  )
}
