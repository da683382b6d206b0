import type { Readable } from 'node:stream'

/**
 * Where media lives: uploads in progress (parts) and the files kept under a key
 * (`lessons/{uuid}.mp4`). Every process of the school reaches the same storage.
 */
export interface MediaStorage {
  readonly name: 'local'
  /** Writes bytes of an upload in progress at an offset (the part is made by the first). */
  writePart(uploadId: string, offset: number, data: Buffer): Promise<void>
  /** A local path of the part, to check what was uploaded before it is kept. */
  partPath(uploadId: string): string
  /** Forgets a part (a failed or abandoned upload). */
  discardPart(uploadId: string): Promise<void>
  /** Keeps a finished part under a key. */
  keep(uploadId: string, key: string): Promise<void>
  /** Keeps bytes under a key (small files: re-encoded images). */
  put(key: string, data: Buffer): Promise<void>
  /** The size of what is kept under a key, or null when there is nothing. */
  sizeOf(key: string): Promise<number | null>
  /** Bytes start..end (inclusive) of what is kept under a key. */
  read(key: string, start: number, end: number): Readable
}
