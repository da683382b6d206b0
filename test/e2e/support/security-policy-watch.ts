import type { Page } from '@playwright/test'

/** What the browser says when its content security policy refuses something. */
const VIOLATION_MESSAGE = /Content Security Policy|Refused to/

declare global {
  interface Window {
    /** Filled by the watch's init script, before any script of the page runs. */
    __securityPolicyViolations?: string[]
  }
}

/**
 * Collects a page's content security policy violations two ways: the browser's console
 * messages, and the `securitypolicyviolation` events of each document, listened to from an
 * init script (which the policy does not apply to).
 */
export class SecurityPolicyWatch {
  private readonly messages: string[] = []

  private constructor(private readonly page: Page) {
    page.on('console', (message) => {
      if (VIOLATION_MESSAGE.test(message.text())) this.messages.push(message.text())
    })
  }

  static async start(page: Page): Promise<SecurityPolicyWatch> {
    const watch = new SecurityPolicyWatch(page)
    await page.addInitScript(() => {
      const seen: string[] = []
      window.__securityPolicyViolations = seen
      document.addEventListener(
        'securitypolicyviolation',
        (event) => seen.push(`${event.effectiveDirective} refused ${event.blockedURI}`),
        true,
      )
    })
    return watch
  }

  /** The violations seen so far: console messages of every page, events of the current one. */
  async violations(): Promise<string[]> {
    const events = await this.page.evaluate(() => window.__securityPolicyViolations ?? [])
    return [...this.messages, ...events]
  }
}
