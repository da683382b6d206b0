import { Button } from '@nutui/nutui-react-taro'
import type { KnowledgeInfo, KnowledgePoint } from '@common/contracts/bank'
import { View } from '@tarojs/components'
import { flooredPercent } from '@common/rules/bank'
import { ImportanceStars } from '../importance-stars'
import { ListState } from '../list-state'

interface KnowledgePointsProps {
  knowledge: KnowledgeInfo | null
  loading: boolean
  error: string | null
  onRetry: () => void
  onPractise: (point: KnowledgePoint) => void
}

/** spec §2/§3: recommended (type 1) or weak (type 2) points, each rated importance / 2 stars. */
export function KnowledgePoints({
  knowledge,
  loading,
  error,
  onRetry,
  onPractise,
}: KnowledgePointsProps) {
  const weak = knowledge?.type === 2
  return (
    <View className="bank-points">
      <View className="bank-points__title" role="heading" aria-level={2}>
        {weak ? '薄弱知识点' : '推荐知识点'}
      </View>
      <ListState
        loading={loading && !knowledge}
        error={error}
        empty={knowledge !== null && knowledge.list.length === 0}
        emptyText="暂无推荐知识点"
        onRetry={onRetry}
      />
      {knowledge?.list.map((point) => (
        <View key={point.id} className="bank-points__item">
          <View className="bank-points__main">
            <View className="bank-points__name">{point.name}</View>
            <View className="bank-points__meta">
              <ImportanceStars importance={point.importance} />
              {weak && point.done > 0 ? (
                <View className="bank-points__accuracy">
                  正确率 {flooredPercent(point.right, point.done)}%
                </View>
              ) : null}
            </View>
          </View>
          <Button size="small" type="primary" fill="outline" onClick={() => onPractise(point)}>
            练习
          </Button>
        </View>
      ))}
    </View>
  )
}
