import type { TransportRequest } from '@/services/http'
import { envelope } from '../../support/fake-transport'
import { buildRoot } from '../../support/root'

const chapter = (id: number) => ({
  id,
  title: `第${id}章`,
  points: [
    {
      id: id * 10,
      name: `知识点${id}`,
      importance: 6,
      subjectId: 7,
      chapterId: id,
      chapterTitle: `第${id}章`,
      questionCount: 3,
      done: 0,
      right: 0,
    },
  ],
})

const paper = (id: number) => ({
  id,
  subjectId: 7,
  kind: 'chapter',
  title: `第${id}章`,
  questionCount: 5,
  minutes: 0,
  totalMarks: 0,
  passMarks: 0,
  free: false,
  done: 0,
})

const wrong = (questionId: number, type: string, chapterId: number) => ({
  questionId,
  type,
  stem: `题${questionId}`,
  chapterId,
  chapterTitle: `第${chapterId}章`,
  wrongCount: 1,
  streak: 0,
})

function server(request: TransportRequest) {
  if (request.url.includes('/api/practice/wrong')) {
    return envelope(
      request.url.includes('mastered=1')
        ? [{ ...wrong(9, 'single', 1), streak: 2 }]
        : [wrong(1, 'single', 1), wrong(2, 'multiple', 1), wrong(3, 'single', 2)],
    )
  }
  if (request.url.includes('getKnowledgeList')) return envelope([chapter(1), chapter(2)])
  const page = Number(/\/p\/(\d+)/.exec(request.url)?.[1] ?? 1)
  if (request.url.includes('testlists')) {
    return envelope({ list: [paper(page * 10 + 1)], totalCount: 2, page, pageSize: 1 })
  }
  return envelope(null, 404, '未知', 404)
}

describe('BankListStore', () => {
  it('takes the knowledge list whole: nothing more to load', async () => {
    const { root, transport } = buildRoot(server)
    await root.bankList.load('knowledge', 7)
    expect(root.bankList.chapters).toHaveLength(2)
    expect(root.bankList.total).toBe(2)
    expect(root.bankList.hasMore).toBe(false)
    await root.bankList.loadMore('knowledge', 7)
    expect(transport.requests).toHaveLength(1)
  })

  it('pages the papers until the last one', async () => {
    const { root } = buildRoot(server)
    await root.bankList.load('papers', 7)
    expect(root.bankList.hasMore).toBe(true)
    await root.bankList.loadMore('papers', 7)
    expect(root.bankList.items.map((item) => item.id)).toEqual([11, 21])
    expect(root.bankList.hasMore).toBe(false)
  })

  it('filters the wrong-answer book by type and chapter, and keeps the filter to its subject', async () => {
    const { root, transport } = buildRoot(server)
    await root.bankList.loadWrongBook(7)
    expect(root.bankList.wrongFiltered).toBe(false)
    root.bankList.filterWrong({ type: 'single' })
    expect(root.bankList.filteredWrong.map((item) => item.questionId)).toEqual([1, 3])
    root.bankList.filterWrong({ chapterId: 2 })
    expect(root.bankList.filteredWrong.map((item) => item.questionId)).toEqual([3])
    root.bankList.filterWrong({ type: null })
    expect(root.bankList.filteredWrong.map((item) => item.questionId)).toEqual([3])
    await root.bankList.loadWrongBook(8)
    expect(root.bankList.wrongFiltered).toBe(false)
    await root.bankList.loadMastered(7)
    expect(root.bankList.mastered?.items.map((item) => item.streak)).toEqual([2])
    expect(transport.requests.map((r) => r.url)).toContain(
      '/api/practice/wrong?subjectId=7&mastered=1',
    )
  })
})
