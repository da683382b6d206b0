import { Empty } from '@nutui/nutui-react-taro'
import { Image } from '@tarojs/components'
import type { ReactNode } from 'react'
import illustration from '@/assets/empty.svg'
import './index.scss'

interface EmptyStateProps {
  description: string
  className?: string
  children?: ReactNode
}

/**
 * NutUI's Empty with our own illustration: its default image is loaded from a host outside our
 * content security policy, and would show as a broken image.
 */
export function EmptyState({ description, className, children }: EmptyStateProps) {
  return (
    <Empty
      className={['empty-state', className].filter(Boolean).join(' ')}
      description={description}
      image={
        <Image className="empty-state__image" src={illustration} mode="aspectFit" aria-hidden />
      }
    >
      {children}
    </Empty>
  )
}
