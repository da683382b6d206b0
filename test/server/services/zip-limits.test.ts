import { IMPORT_LIMITS } from '@common/constants/bank-import'
import { zipProblem } from '@server/services/bank-import/zip-limits'
import { xlsx } from '../support/workbooks'

describe('uploaded office files are measured before they are unpacked', () => {
  it('lets a real .xlsx through', async () => {
    const file = await xlsx({ 题目: [{ 题型: '单选', 题干: '会计主体是什么？' }] })
    expect(zipProblem(file)).toBeNull()
  })

  it('refuses what is no zip, too many parts, too much unpacked, or a zip bomb’s ratio', async () => {
    const file = await xlsx({ 题目: [{ 题干: '甲' }] })
    expect(zipProblem(Buffer.from('PK\u0003\u0004 not really'))).toBe(
      '文件不是有效的 .xlsx/.docx 文件',
    )
    expect(zipProblem(file, { ...IMPORT_LIMITS, zipEntries: 3 })).toMatch(
      /^文件包含的部件过多（\d+ 个）$/,
    )
    expect(zipProblem(file, { ...IMPORT_LIMITS, unpackedBytes: 2000 })).toBe(
      '文件解压后过大，已拒绝',
    )
    // Four megabytes of one letter pack into a few kilobytes: far beyond any real workbook's ratio.
    const bomb = await xlsx({ 题目: [{ 题干: 'a'.repeat(4 * 1024 * 1024) }] })
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(zipProblem(bomb)).toBe('文件的压缩比异常，已拒绝')
  })
})
