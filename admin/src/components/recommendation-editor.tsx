import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons'
import { Button, List, Select, Space, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import type { HomeRecommendation } from '@common/contracts/home-layout'
import { HOME_CARD_LIMIT } from '@common/rules/price'

/**
 * An exam's recommended courses in order: the home page's course section shows them first
 * (its 8 cards), then the exam's other courses in their own order.
 */
export function RecommendationEditor({
  item,
  onSave,
}: {
  item: HomeRecommendation
  onSave: (courseIds: number[]) => Promise<boolean>
}) {
  const [chosen, setChosen] = useState(item.courses.map((course) => course.id))
  useEffect(() => setChosen(item.courses.map((course) => course.id)), [item])
  const byId = new Map(item.candidates.map((course) => [course.id, course]))
  const move = (from: number, to: number) => {
    const next = [...chosen]
    const [id] = next.splice(from, 1)
    next.splice(to, 0, id)
    setChosen(next)
  }
  const options = item.candidates
    .filter((course) => !chosen.includes(course.id))
    .map((course) => ({
      value: course.id,
      label: course.published ? course.title : `${course.title}（未发布）`,
    }))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">
        学员首页“{item.examName}”栏目显示 {HOME_CARD_LIMIT}{' '}
        门课程：推荐的课程按下面的顺序排在最前，其余按课程排序补足。未发布的课程不会显示。
      </Typography.Paragraph>
      <Select
        showSearch
        optionFilterProp="label"
        placeholder={`添加推荐课程（最多 ${HOME_CARD_LIMIT} 门）`}
        aria-label={`添加“${item.examName}”的推荐课程`}
        options={options}
        value={null}
        disabled={chosen.length >= HOME_CARD_LIMIT}
        onChange={(id: number) => setChosen([...chosen, id])}
        style={{ width: 420, maxWidth: '100%' }}
      />
      <List
        bordered
        locale={{ emptyText: '还没有推荐课程：按课程排序显示' }}
        dataSource={chosen}
        renderItem={(id, index) => {
          const course = byId.get(id)
          return (
            <List.Item
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={`上移 ${course?.title ?? id}`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={`下移 ${course?.title ?? id}`}
                  disabled={index === chosen.length - 1}
                  onClick={() => move(index, index + 1)}
                />,
                <Button
                  key="remove"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`取消推荐 ${course?.title ?? id}`}
                  onClick={() => setChosen(chosen.filter((other) => other !== id))}
                />,
              ]}
            >
              <Space>
                <span>
                  {index + 1}. {course?.title ?? `课程 ${id}`}
                </span>
                {course && !course.published && <Tag>未发布</Tag>}
              </Space>
            </List.Item>
          )
        }}
      />
      <Button
        type="primary"
        onClick={() => {
          onSave(chosen).catch(() => undefined)
        }}
      >
        保存推荐
      </Button>
    </Space>
  )
}
