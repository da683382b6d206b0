/** Synchronous key/value storage for cached answers (Taro storage, sessionStorage or a fake). */
export interface CacheStorage {
  getItem(key: string): string | null | undefined
  setItem(key: string, value: string): void
  removeItem(key: string): void
  keys(): string[]
}

interface Entry {
  expiresAt: number
  value: unknown
}

const STORAGE_PREFIX = 'http-cache:'

/**
 * The client GET cache of spec §9: answers live 15 minutes; at most 100 stay in memory, least
 * recently used first out, and, when a storage is given, survive a reload there.
 */
export class ResponseCache {
  private readonly memory = new Map<string, Entry>()
  /** Bumped by clear() so that answers requested before it are not stored after it. */
  generation = 0

  constructor(
    private readonly options: {
      maxEntries: number
      ttlMs: number
      now: () => number
      storage?: CacheStorage
    },
  ) {}

  get(key: string): unknown {
    const entry = this.memory.get(key) ?? this.readStored(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.options.now()) {
      this.delete(key)
      return undefined
    }
    this.remember(key, entry)
    return entry.value
  }

  set(key: string, value: unknown): void {
    const entry = { expiresAt: this.options.now() + this.options.ttlMs, value }
    this.remember(key, entry)
    try {
      this.options.storage?.setItem(STORAGE_PREFIX + key, JSON.stringify(entry))
    } catch {
      // A full or unavailable storage only costs the reload cache; memory still holds it.
    }
  }

  clear(): void {
    this.generation += 1
    this.memory.clear()
    const storage = this.options.storage
    if (!storage) return
    storage
      .keys()
      .filter((key) => key.startsWith(STORAGE_PREFIX))
      .forEach((key) => storage.removeItem(key))
  }

  get size(): number {
    return this.memory.size
  }

  private remember(key: string, entry: Entry): void {
    this.memory.delete(key)
    this.memory.set(key, entry)
    while (this.memory.size > this.options.maxEntries) {
      const oldest = this.memory.keys().next().value as string
      this.memory.delete(oldest)
    }
  }

  private delete(key: string): void {
    this.memory.delete(key)
    this.options.storage?.removeItem(STORAGE_PREFIX + key)
  }

  private readStored(key: string): Entry | undefined {
    const raw = this.options.storage?.getItem(STORAGE_PREFIX + key)
    if (!raw) return undefined
    try {
      const entry = JSON.parse(raw) as Entry
      return typeof entry.expiresAt === 'number' ? entry : undefined
    } catch {
      return undefined
    }
  }
}
