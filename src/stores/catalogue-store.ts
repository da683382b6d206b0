import type { CourseCard, CourseCategory } from '@common/contracts/catalogue'
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { FetchState } from './request-state'

/** 'all' or a subject id: the child-category choice of a category (spec §2). */
export type ChildChoice = 'all' | number

/** The course catalogue: categories, each category's child-category choice, the free lists. */
export class CatalogueStore {
  categories: CourseCategory[] = []
  readonly state = new FetchState()
  choices = new Map<number, ChildChoice>()
  /** spec §7: a getCourseList result replaces that category's course list. */
  overrides = new Map<number, CourseCard[]>()
  freeLists = new Map<0 | 1, CourseCard[]>()
  readonly freeListState = new FetchState()

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough and
    // spares converting every course and lesson into observables on a slow phone.
    makeAutoObservable<CatalogueStore, 'api'>(this, {
      api: false,
      state: false,
      freeListState: false,
      categories: observableRef,
      overrides: observableShallow,
      freeLists: observableShallow,
    })
  }

  async load(): Promise<void> {
    await this.state.run(
      () => this.api.catalogue.getCourse(),
      (categories) => {
        this.categories = categories
      },
    )
  }

  choiceOf(categoryId: number): ChildChoice {
    return this.choices.get(categoryId) ?? 'all'
  }

  /** The courses a category shows: its own list, or the chosen child category's. */
  coursesOf(category: CourseCategory): CourseCard[] {
    return this.overrides.get(category.id) ?? category.courseList
  }

  /**
   * Chooses a child category ('all' restores the category's own list). When the list cannot
   * be had, the choice goes back to what it was and the call rejects with the ApiError.
   */
  async choose(categoryId: number, choice: ChildChoice): Promise<void> {
    const previous = this.choiceOf(categoryId)
    this.choices.set(categoryId, choice)
    if (choice === 'all') {
      this.overrides.delete(categoryId)
      return
    }
    try {
      const courses = await this.api.catalogue.getCourseList(choice)
      runInAction(() => {
        // A later choice wins over an answer that arrives late.
        if (this.choices.get(categoryId) === choice) this.overrides.set(categoryId, courses)
      })
    } catch (error) {
      runInAction(() => {
        if (this.choices.get(categoryId) === choice) this.choices.set(categoryId, previous)
      })
      throw error
    }
  }

  async loadFreeList(type: 0 | 1): Promise<void> {
    await this.freeListState.run(
      () => this.api.catalogue.freeList(type),
      (courses) => this.freeLists.set(type, courses),
    )
  }
}
