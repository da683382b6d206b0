import { Button, Result, Spin } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '../services/http'

/**
 * An item an editor page opens by its address: loaded, loaded again on demand, or why not.
 * `view` is what to show instead of the page while it loads or when it cannot.
 */
export function useLoadedItem<T>(
  id: number,
  fetch: (id: number) => Promise<T>,
  back: { path: string; name: string },
): {
  item: T | null
  setItem: (item: T) => void
  reload: () => Promise<void>
  view: JSX.Element | null
} {
  const navigate = useNavigate()
  const [item, setItem] = useState<T | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const reload = useCallback(async () => {
    try {
      setItem(await fetch(id))
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : '加载失败，请稍后再试')
    }
  }, [id, fetch])
  useEffect(() => {
    reload().catch(() => undefined)
  }, [reload])
  const view = problem ? (
    <Result
      status="404"
      title={problem}
      extra={<Button onClick={() => navigate(back.path)}>返回{back.name}</Button>}
    />
  ) : item === null ? (
    <div style={{ padding: 96, textAlign: 'center' }}>
      <Spin size="large" aria-label="加载中" />
    </div>
  ) : null
  return { item, setItem, reload, view }
}
