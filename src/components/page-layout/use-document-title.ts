import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'

/** spec §1: the page title follows the organisation's train_name, on every page shown. */
export function useDocumentTitle(title: string): void {
  const apply = () => {
    if (title) void Taro.setNavigationBarTitle({ title })
  }
  useEffect(apply, [title])
  useDidShow(apply)
}
