import { ProCard } from '@ant-design/pro-components'
import { Form, Result, Select, Space, Spin } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import type { HomeNavEntry, HomeRecommendation } from '@common/contracts/home-layout'
import { ConsolePage } from '../components/console-page'
import { NavEntriesForm } from '../components/nav-entries-form'
import { RecommendationEditor } from '../components/recommendation-editor'
import { useSaving } from '../components/use-saving'
import { ApiError } from '../services/http'
import * as api from '../services/home-layout'

/** 首页导航与推荐: the learners' home navigation, and each exam's recommended courses. */
export default function HomeLayoutPage() {
  const save = useSaving()
  const [nav, setNav] = useState<HomeNavEntry[] | null>(null)
  const [items, setItems] = useState<HomeRecommendation[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [examId, setExamId] = useState<number | null>(null)
  const load = useCallback(async () => {
    try {
      const [entries, recommended] = await Promise.all([api.homeNav(), api.recommendations()])
      setNav(entries)
      setItems(recommended)
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : '加载失败，请稍后再试')
    }
  }, [])
  useEffect(() => {
    load().catch(() => undefined)
  }, [load])

  if (problem) return <Result status="warning" title={problem} />
  if (!nav || !items) {
    return (
      <div style={{ padding: 96, textAlign: 'center' }}>
        <Spin size="large" aria-label="加载中" />
      </div>
    )
  }
  // One exam at a time (a select rather than tabs: their overflow menu breaks the tab list's roles).
  const shown = items.find((item) => item.examId === examId) ?? items[0]
  return (
    <ConsolePage title="首页导航与推荐">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <NavEntriesForm
          entries={nav}
          onSave={(entries) =>
            save(async () => setNav(await api.saveHomeNav(entries)), '首页导航已保存')
          }
        />
        <ProCard title="首页推荐课程" headerBordered>
          <Form.Item label="考试" htmlFor="home-recommend-exam">
            <Select
              id="home-recommend-exam"
              value={shown?.examId}
              options={items.map((item) => ({ value: item.examId, label: item.examName }))}
              onChange={setExamId}
              style={{ width: 260, maxWidth: '100%' }}
            />
          </Form.Item>
          {shown && (
            <RecommendationEditor
              item={shown}
              onSave={(courseIds) =>
                save(async () => {
                  const saved = await api.saveRecommendations(shown.examId, courseIds)
                  setItems(items.map((each) => (each.examId === saved.examId ? saved : each)))
                }, '首页推荐已保存')
              }
            />
          )}
        </ProCard>
      </Space>
    </ConsolePage>
  )
}
