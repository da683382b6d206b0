import { PageContainer } from '@ant-design/pro-components'
import type { ReactNode } from 'react'

/**
 * A page of the console: Pro's page frame with the title as the page's one h1 (Pro draws it in
 * a span, which leaves screen-reader users without a heading to jump to).
 */
export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer title={<h1 className="console-title">{title}</h1>}>{children}</PageContainer>
  )
}
