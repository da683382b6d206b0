import { createMemoryStorage, mirroredToCookies } from '@/services/storage'
import { FIRST_VIEW_HINT_KEYS, hintCookie } from '@common/constants/first-view'

describe('the device choices copied to cookies for the first view of /test', () => {
  function mirror(stored: Record<string, string> = {}) {
    const storage = createMemoryStorage()
    for (const [key, value] of Object.entries(stored)) storage.set(key, value)
    const cookies = new Map<string, string>()
    const mirrored = mirroredToCookies(storage, FIRST_VIEW_HINT_KEYS, hintCookie, (name, value) =>
      value === null ? cookies.delete(name) : cookies.set(name, value),
    )
    return { storage, mirrored, cookies }
  }

  it('copies what a device chose before at once, so its next page load follows it', () => {
    const { cookies } = mirror({ TEST_EXAM_LAST: '7652', leadPage: '1', other: 'x' })
    expect(Object.fromEntries(cookies)).toEqual({ fv_TEST_EXAM_LAST: '7652', fv_leadPage: '1' })
  })

  it('writes and clears the hinted keys with the storage, and no other key', () => {
    const { storage, mirrored, cookies } = mirror()
    mirrored.set('TEST_EXAM', '{"5617":12}')
    mirrored.set('searchHistory', '["税法"]')
    expect(storage.get('TEST_EXAM')).toBe('{"5617":12}')
    expect(Object.fromEntries(cookies)).toEqual({ fv_TEST_EXAM: '{"5617":12}' })
    mirrored.remove('TEST_EXAM')
    expect(storage.get('TEST_EXAM')).toBeNull()
    expect(cookies.size).toBe(0)
  })
})
