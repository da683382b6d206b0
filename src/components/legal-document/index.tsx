import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '@common/constants/routes'
import type { LegalDocument, LegalParty } from '@/constants/legal/types'
import { useStores } from '@/stores/context'
import { PageLayout } from '../page-layout'
import './index.scss'

/** A legal text of the school's (用户协议, 隐私政策), naming the school from its organisation data. */
export const LegalDocumentPage = observer(function LegalDocumentPage({
  route,
  document,
}: {
  route: RouteName
  document: (party: LegalParty) => LegalDocument
}) {
  const { app } = useStores()
  const info = app.oemInfo
  // The page header names the document: its title is not said twice.
  const { sections } = document({
    school: info?.train_name || '本平台',
    hotline: info?.mobile ?? '',
    qq: info?.qq ?? '',
  })
  return (
    <PageLayout route={route}>
      <View className="legal-document">
        {sections.map((section) => (
          <View key={section.heading} className="legal-document__section">
            <View className="legal-document__heading" role="heading" aria-level={2}>
              {section.heading}
            </View>
            {section.paragraphs.map((paragraph) => (
              <View key={paragraph} className="legal-document__paragraph">
                {paragraph}
              </View>
            ))}
          </View>
        ))}
      </View>
    </PageLayout>
  )
})
