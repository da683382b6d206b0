import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'

/** spec §1: the page title follows the organisation's train_name, on every page shown. */
export function useDocumentTitle(title: string): void {
  const apply = () => {
    // A title that cannot be set leaves the previous one: nothing for the learner to do.
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }
  useEffect(apply, [title])
  useDidShow(apply)
}
