import { tileCaption } from '@common/rules/bank'
import type { PracticeTile } from '@common/contracts/bank'
import { View } from '@tarojs/components'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'

interface BankTilesProps {
  tiles: PracticeTile[]
  onTap: (tile: PracticeTile) => void
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
          aria-label={`${tile.title}，${tileCaption(tile)}`}
          className={`bank-tiles__item bank-tiles__item--${tile.key}${
            tile.open ? '' : ' bank-tiles__item--closed'
          }`}
          onClick={() => onTap(tile)}
        >
          <View className="bank-tiles__title">{tile.title}</View>
          <View className="bank-tiles__caption">{tileCaption(tile)}</View>
        </View>
      ))}
    </View>
  )
}
