import { catalogueNameError, examYearError, sprintDateError } from '@common/rules/bank-catalogue'

describe('bank catalogue rules', () => {
  it('asks for a name within its length', () => {
    expect(catalogueNameError(' ', '知识点')).toBe('请填写知识点名称')
    expect(catalogueNameError('会计基本假设', '知识点')).toBeNull()
    expect(catalogueNameError('科'.repeat(41), '科目')).toBe('科目名称不能超过 40 个字')
    expect(catalogueNameError('章'.repeat(60), '章节')).toBeNull()
  })

  it('opens the 押题卷 on or before the exam day, and holds the exam in its year', () => {
    expect(sprintDateError('2027-05-15', null)).toBeNull()
    expect(sprintDateError('2027-05-15', '2027-05-01')).toBeNull()
    expect(sprintDateError('2027-05-15', '2027-05-15')).toBeNull()
    expect(sprintDateError('2027-05-15', '2027-05-16')).toBe('押题卷开放日期不能晚于考试日期')
    expect(examYearError(2027, '2027-05-15')).toBeNull()
    expect(examYearError(2027, '2026-12-31')).toBe('考试日期须在 2027 年内')
  })
})
