import { ApiError } from '@/services/http'
import { FetchState, SaveState } from '@/stores/request-state'

describe('FetchState', () => {
  it('is fetching while the load runs, then loaded with the answer applied', async () => {
    const state = new FetchState()
    let applied: number | null = null
    const running = state.run(
      () => Promise.resolve(7),
      (answer) => {
        applied = answer
      },
    )
    expect(state.isFetching).toBe(true)
    expect(state.pending).toBe(true)
    await expect(running).resolves.toBe(true)
    expect(applied).toBe(7)
    expect(state).toMatchObject({ isFetching: false, loaded: true, error: null, settled: true })
  })

  it('keeps the failure’s message and code instead of rejecting', async () => {
    const state = new FetchState()
    const ok = await state.run(
      () => Promise.reject(new ApiError(403, '您尚未购买该产品,购买后即可使用', '/x')),
      () => undefined,
    )
    expect(ok).toBe(false)
    expect(state).toMatchObject({
      isFetching: false,
      loaded: false,
      error: '您尚未购买该产品,购买后即可使用',
      errorCode: 403,
      settled: true,
    })
  })

  it('clears the last failure when it runs again, and can be reset for another item', async () => {
    const state = new FetchState()
    await state.run(
      () => Promise.reject(new Error('断网了')),
      () => undefined,
    )
    const again = state.run(
      () => Promise.resolve(1),
      () => undefined,
    )
    expect(state.error).toBeNull()
    await again
    state.reset()
    expect(state).toMatchObject({ loaded: false, error: null, pending: true })
  })
})

describe('SaveState', () => {
  it('is saving while any change runs and rejects with the change’s error', async () => {
    const state = new SaveState()
    let finish!: () => void
    const first = state.run(() => new Promise<void>((resolve) => (finish = resolve)))
    const second = state.run(() =>
      Promise.reject(new ApiError(429, '发言太频繁，请稍后再试', '/y')),
    )
    expect(state.isSaving).toBe(true)
    await expect(second).rejects.toMatchObject({ code: 429 })
    expect(state.isSaving).toBe(true)
    finish()
    await first
    expect(state.isSaving).toBe(false)
  })
})
