import { createLiveStream } from '@server/adapters/live'
import { authKeyOf } from '@server/adapters/live/school'

describe('live-stream adapters', () => {
  it('signs a path in the auth_key scheme (Tencent/Aliyun type A), as computed by hand', () => {
    // echo -n "/live/demo-live-2.m3u8-1700003600-0123456789abcdef-0-a-live-auth-key" | md5sum
    expect(
      authKeyOf('/live/demo-live-2.m3u8', 'a-live-auth-key', 1700003600, '0123456789abcdef'),
    ).toBe('1700003600-0123456789abcdef-0-47c30df3b195f1ca3df8c584a0d96fb9')
  })

  it('gives signed pull URLs of lives and replays that expire after the configured time', () => {
    const school = createLiveStream({
      provider: 'school',
      pullBase: 'https://pull.school.example.com',
      authKey: 'a-live-auth-key',
      urlTtlSeconds: 3600,
    })
    const now = 1_700_000_000_000
    const { url, expiresAt } = school.addressOf({ id: 2, mediaKey: 'demo-live-2' }, 'live', now)
    expect(expiresAt).toBe(now + 3_600_000)
    const match =
      /^https:\/\/pull\.school\.example\.com(\/live\/demo-live-2\.m3u8)\?auth_key=(\d+)-([0-9a-f]{16})-0-([0-9a-f]{32})$/.exec(
        url,
      )
    expect(match).not.toBeNull()
    const [, path, timestamp, rand] = match as RegExpExecArray
    expect(Number(timestamp)).toBe(1_700_003_600)
    expect(url).toContain(`auth_key=${authKeyOf(path, 'a-live-auth-key', 1_700_003_600, rand)}`)
    expect(school.addressOf({ id: 2, mediaKey: 'demo-live-2' }, 'replay', now).url).toMatch(
      /^https:\/\/pull\.school\.example\.com\/replay\/demo-live-2\.m3u8\?auth_key=/,
    )
    // Each address has its own random part: two learners never share a link.
    expect(school.addressOf({ id: 2, mediaKey: 'demo-live-2' }, 'live', now).url).not.toBe(url)
  })

  it('plays the sample stream from this server in development, without expiry', () => {
    expect(
      createLiveStream({ provider: 'dev' }).addressOf({ id: 7, mediaKey: 'x' }, 'replay', 0),
    ).toEqual({
      url: '/media/live/7/index.m3u8',
      expiresAt: null,
    })
  })
})
