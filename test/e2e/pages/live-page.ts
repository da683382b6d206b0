import { expect, type Locator, type Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** A live's page (/study/live/{courseId}?live=, /new/home/webcast/join/id/{id}) and its player. */
export class LivePage {
  readonly video: Locator
  readonly liveBadge: Locator
  readonly screen: Locator

  constructor(readonly page: Page) {
    this.video = page.locator('video').filter({ visible: true })
    this.liveBadge = page.getByText('直播中', { exact: true }).filter({ visible: true })
    // The room's screen when there is no video: why (回放生成中, the notice, 已取消…).
    this.screen = page.locator('.live-room__screen').filter({ visible: true })
  }

  /** Taps a live in home's 最近直播 (spec §4 home live preview click). */
  async tapOnHome(lessonTitle: string): Promise<void> {
    await openAddress(this.page, '/home')
    await this.page.getByRole('link', { name: lessonTitle }).click()
  }

  async openJoinLink(liveId: number): Promise<void> {
    await openAddress(this.page, `/new/home/webcast/join/id/${liveId}`)
  }

  async openCourse(courseId: number, liveId: number): Promise<void> {
    await openAddress(this.page, `/study/live/${courseId}?live=${liveId}`)
  }

  /** Plays the HLS stream muted (autoplay rules allow it) until its time has moved on. */
  async playsInline(): Promise<void> {
    await expect(this.video).toHaveAttribute('playsinline', '')
    await expect(this.video).toHaveAttribute('webkit-playsinline', 'true')
    await expect(this.video).toHaveAttribute('x5-playsinline', 'true')
    await expect(this.video).toHaveAttribute('x5-video-player-type', 'h5')
    await expect
      .poll(() => this.video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2)
    await this.video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect
      .poll(() => this.video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(1)
  }
}
