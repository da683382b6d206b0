import type { CourseCard, CourseCategory } from '@shared/api'
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx'
import type { Api } from '@/services/api'

/** 'all' or a subject id: the child-category choice of a category (spec §2). */
export type ChildChoice = 'all' | number

/** The course catalogue: categories, each category's child-category choice, the free lists. */
export class CatalogueStore {
  categories: CourseCategory[] = []
  isFetching = false
  /** The catalogue has arrived at least once. */
  loaded = false
  error: string | null = null
  choices = new Map<number, ChildChoice>()
  /** spec §7: a getCourseList result replaces that category's course list. */
  overrides = new Map<number, CourseCard[]>()
  freeLists = new Map<0 | 1, CourseCard[]>()
  freeListError: string | null = null

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough and
    // spares converting every course and lesson into observables on a slow phone.
    makeAutoObservable<CatalogueStore, 'api'>(this, {
      api: false,
      categories: observableRef,
      overrides: observableShallow,
      freeLists: observableShallow,
    })
  }

  async load(): Promise<void> {
    this.isFetching = true
    this.error = null
    try {
      const categories = await this.api.catalogue.getCourse()
      runInAction(() => {
        this.categories = categories
        this.loaded = true
      })
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error)
      })
    } finally {
      runInAction(() => {
        this.isFetching = false
      })
    }
  }

  choiceOf(categoryId: number): ChildChoice {
    return this.choices.get(categoryId) ?? 'all'
  }

  /** The courses a category shows: its own list, or the chosen child category's. */
  coursesOf(category: CourseCategory): CourseCard[] {
    return this.overrides.get(category.id) ?? category.courseList
  }

  /** Chooses a child category ('all' restores the category's own list). */
  async choose(categoryId: number, choice: ChildChoice): Promise<void> {
    this.choices.set(categoryId, choice)
    if (choice === 'all') {
      this.overrides.delete(categoryId)
      return
    }
    const courses = await this.api.catalogue.getCourseList(choice)
    runInAction(() => {
      // A later choice wins over an answer that arrives late.
      if (this.choices.get(categoryId) === choice) this.overrides.set(categoryId, courses)
    })
  }

  async loadFreeList(type: 0 | 1): Promise<void> {
    this.freeListError = null
    try {
      const courses = await this.api.catalogue.freeList(type)
      runInAction(() => this.freeLists.set(type, courses))
    } catch (error) {
      runInAction(() => {
        this.freeListError = error instanceof Error ? error.message : String(error)
      })
    }
  }
}
