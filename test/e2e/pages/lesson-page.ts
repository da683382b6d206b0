import { expect, type Locator, type Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /study/course/:courseId/lesson/:lessonId: the video, the lesson list and the discussion. */
export class LessonPage {
  readonly video: Locator
  readonly discussionHeading: Locator
  readonly commentCount: Locator
  readonly commentBox: Locator
  readonly sendButton: Locator

  constructor(readonly page: Page) {
    this.video = page.getByLabel(/^课时视频：/)
    this.discussionHeading = page.getByRole('heading', { name: '课时讨论' })
    this.commentCount = page.getByText(/^共 \d+ 条评论$/)
    this.commentBox = page.getByRole('textbox', { name: '说说你的想法或疑问…' })
    this.sendButton = page.getByRole('button', { name: '发送', exact: true })
  }

  async open(courseId: number, lessonId: number): Promise<void> {
    await openAddress(this.page, `/study/course/${courseId}/lesson/${lessonId}`)
  }

  title(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 2 })
  }

  /** The number of comments the discussion says it has. */
  async comments(): Promise<number> {
    return Number((await this.commentCount.textContent())?.match(/\d+/)?.[0])
  }

  async comment(text: string): Promise<void> {
    await this.commentBox.fill(text)
    await this.sendButton.click()
  }

  /** Replies to the first comment of a learner. */
  async reply(to: string, text: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `回复 ${to}` })
      .first()
      .click()
    await this.page.getByRole('textbox', { name: `回复 @${to}` }).fill(text)
    await this.sendButton.click()
  }

  /** A comment or reply showing this text. */
  message(text: string): Locator {
    return this.page.getByText(text)
  }

  /** Text shown on its own: markup typed into a comment must not become an element. */
  element(text: string): Locator {
    return this.page.getByRole('main').getByText(text, { exact: true })
  }

  async waitForMetadata(): Promise<void> {
    await expect
      .poll(() => this.video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1)
  }

  /** Plays muted (autoplay rules allow it) until the video passes `seconds`, then pauses. */
  async playPast(seconds: number): Promise<number> {
    await this.video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect.poll(() => this.position(), { timeout: 15_000 }).toBeGreaterThan(seconds)
    await this.video.evaluate((element: HTMLVideoElement) => element.pause())
    return this.position()
  }

  position(): Promise<number> {
    return this.video.evaluate((element: HTMLVideoElement) => element.currentTime)
  }
}
