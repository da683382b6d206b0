import Taro from '@tarojs/taro'
import { toast } from './notify'

/** Puts a number (an order's, a parcel's) on the clipboard, for another app or a message. */
export async function copyText(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
  toast('已复制', 'success')
}
