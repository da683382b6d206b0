import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { SchoolImage } from '../school-image'
import './index.scss'

/** The top of a course or class room page: its cover, its name as a heading, one line of facts. */
export function StudyHeader({
  picture,
  title,
  facts,
  children,
}: PropsWithChildren<{ picture: string; title: string; facts: string }>) {
  return (
    <>
      <SchoolImage
        src={picture}
        alt={title}
        width={750}
        height={420}
        eager
        className="study-header__cover"
      />
      <View className="study-header">
        <View className="study-header__title" role="heading" aria-level={2}>
          {title}
        </View>
        <View className="study-header__facts">{facts}</View>
        {children}
      </View>
    </>
  )
}
