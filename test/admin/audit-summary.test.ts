import { summaryText } from '../../admin/src/audit-summary'

describe('an audit entry’s summary as the console shows it', () => {
  it('names a created account’s fields and the role by its name', () => {
    expect(summaryText({ after: { username: 'li', role: 'content' } })).toBe(
      '用户名：li；角色：教务',
    )
  })

  it('shows what changed from before to after, and leaves out what did not', () => {
    expect(
      summaryText({
        before: { role: 'content', disabled: false },
        after: { role: 'finance', disabled: false, password: '已重置' },
      }),
    ).toBe('角色：教务 → 财务；密码：已重置')
  })

  it('shows fields recorded beside before and after, and unknown ones as they are', () => {
    expect(summaryText({ file: '题库.xlsx', rows: 12, lines: 3 })).toBe(
      '文件：题库.xlsx；行数：12；lines：3',
    )
    expect(summaryText({})).toBe('')
  })
})
