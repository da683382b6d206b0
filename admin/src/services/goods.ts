import type { ConsoleGoods, GoodsChange, NewGoods } from '@common/contracts/console-goods'
import { call } from './http'

export interface GoodsType {
  id: number
  name: string
}

export const goodsList = () => call<ConsoleGoods[]>('GET', '/goods')
export const goodsTypes = () => call<GoodsType[]>('GET', '/goods-types')
export const createGoodsType = (name: string) => call<GoodsType>('POST', '/goods-types', { name })
export const createGoods = (goods: NewGoods) => call<ConsoleGoods>('POST', '/goods', goods)
export const changeGoods = (id: number, change: GoodsChange) =>
  call<ConsoleGoods>('PATCH', `/goods/${id}`, change)
