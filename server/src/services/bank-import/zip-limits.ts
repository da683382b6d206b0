import { IMPORT_LIMITS } from '@common/constants/bank-import'

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50

/**
 * Why an .xlsx or .docx (a zip file) must not be unpacked, or null: read from its central
 * directory before any library inflates it, so that a zip bomb (a small file unpacking to
 * gigabytes, or to a great many entries) is refused unopened. Zip64 archives are refused:
 * an office file of ours never needs one.
 */
export function zipProblem(
  file: Buffer,
  limits: Record<keyof typeof IMPORT_LIMITS, number> = IMPORT_LIMITS,
): string | null {
  const notZip = '文件不是有效的 .xlsx/.docx 文件'
  // The end-of-directory record is in the last 22 + 65535 bytes (its comment at most 64 KB).
  const from = Math.max(0, file.length - 22 - 0xffff)
  let end = -1
  for (let at = file.length - 22; at >= from; at -= 1) {
    if (file.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end < 0) return notZip
  const entries = file.readUInt16LE(end + 10)
  const directoryOffset = file.readUInt32LE(end + 16)
  if (entries === 0xffff || directoryOffset === 0xffffffff) return notZip
  if (entries > limits.zipEntries) return `文件包含的部件过多（${entries} 个）`
  let total = 0
  let at = directoryOffset
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== DIRECTORY_ENTRY) return notZip
    const packed = file.readUInt32LE(at + 20)
    const unpacked = file.readUInt32LE(at + 24)
    if (packed === 0xffffffff || unpacked === 0xffffffff) return notZip
    if (unpacked > Math.max(packed, 1024) * limits.zipRatio) return '文件的压缩比异常，已拒绝'
    total += unpacked
    if (total > limits.unpackedBytes) return '文件解压后过大，已拒绝'
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32)
  }
  return null
}
