import type { PracticeTile } from '@common/contracts/bank'
import { View } from '@tarojs/components'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'

interface BankTilesProps {
  tiles: PracticeTile[]
  onTap: (tile: PracticeTile) => void
}

function caption(tile: PracticeTile): string {
  switch (tile.key) {
    case 'sprint':
      return tile.open ? '已开放' : '考前一周开放'
    case 'trial':
      return `${tile.count}道免费题`
    case 'papers':
      return `${tile.count}套试卷`
    case 'chapter':
      return `${tile.count}个章节`
    case 'knowledge':
      return `${tile.count}个知识点`
    default:
      return `${tile.count}道题`
  }
}

/** spec §2: free trial, papers, chapter and knowledge-point practice, 押题卷, wrong book, favourites. */
export function BankTiles({ tiles, onTap }: BankTilesProps) {
  return (
    <View className="bank-tiles">
      {tiles.map((tile) => (
        <View
          key={tile.key}
          {...BUTTON_ROLE}
          {...FOCUSABLE}
          {...keyActivation(() => onTap(tile))}
          aria-label={`${tile.title}，${caption(tile)}`}
          className={`bank-tiles__item bank-tiles__item--${tile.key}${
            tile.open ? '' : ' bank-tiles__item--closed'
          }`}
          onClick={() => onTap(tile)}
        >
          <View className="bank-tiles__title">{tile.title}</View>
          <View className="bank-tiles__caption">{caption(tile)}</View>
        </View>
      ))}
    </View>
  )
}
