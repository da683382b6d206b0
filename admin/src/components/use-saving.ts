import { App } from 'antd'
import { ApiError } from '../services/http'

/** Runs a change and says how it went: the server's message either way. True when done. */
export function useSaving() {
  const { message } = App.useApp()
  return async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await change()
      message.success(done)
      return true
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : '保存失败，请稍后再试')
      return false
    }
  }
}
