import type { Locator, Page } from '@playwright/test'
import { openAddress } from './app-shell'

/** /study/class/:classId: a class room's header, its courses, lives and goods. */
export class ClassRoomPage {
  readonly courses: Locator

  constructor(readonly page: Page) {
    this.courses = page.getByRole('group', { name: '班级课程' })
  }

  async open(classId: number): Promise<void> {
    await openAddress(this.page, `/study/class/${classId}`)
  }

  title(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 2 })
  }

  course(title: string): Locator {
    return this.courses.getByRole('link', { name: title })
  }
}
