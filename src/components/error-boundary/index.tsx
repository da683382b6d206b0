import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { routeUrl } from '@common/constants/routes'
import Taro from '@tarojs/taro'
import { removeFirstView } from '../page-layout/use-first-view'
import './index.scss'

export interface ErrorBoundaryProps {
  children?: ReactNode
  /** Where a render error goes: the error report. */
  onError: (error: Error, info: ErrorInfo) => void
}

/** Starts the app again on the page that failed (H5), or on home (mini-program). */
function reload(): void {
  if (process.env.TARO_ENV === 'h5') window.location.reload()
  else Taro.reLaunch({ url: routeUrl('home') }).catch(() => undefined)
}

function goHome(): void {
  if (process.env.TARO_ENV === 'h5') window.location.assign(routeUrl('home'))
  else Taro.reLaunch({ url: routeUrl('home') }).catch(() => undefined)
}

/**
 * The app's last line: a page that throws while rendering shows a page that says so, with a
 * way to reload and a way home, instead of a blank screen (or the server's first view left
 * over a broken app); the error is reported.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    removeFirstView()
    this.props.onError(error, info)
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <View className="error-boundary" role="alert">
        <Text className="error-boundary__title">页面出错了</Text>
        <Text className="error-boundary__text">抱歉，页面遇到了问题，我们已经收到报告。</Text>
        <View className="error-boundary__actions">
          <Button type="primary" onClick={reload}>
            重新加载
          </Button>
          <Button fill="outline" onClick={goHome}>
            返回首页
          </Button>
        </View>
      </View>
    )
  }
}
