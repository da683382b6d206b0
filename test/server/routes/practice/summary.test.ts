import { bankSubject, papersOf } from '@test/server/support/bank'
import { buyer, call, rightOptions, unitsOf } from '@test/server/support/practice'
import { describeServer } from '@test/server/support/test-server'

describeServer('a shared report: GET /api/practice/attempts/{id}/summary', (server) => {
  async function started() {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const owner = await buyer(server, subject.id)
    const attempt = await call(server, 'POST', '/api/practice/attempts', owner.cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    const attemptId: number = attempt.result.attemptId
    return { subject, mock, owner, attemptId, questions: attempt.result.questions }
  }

  it('shows the score, paper and rank to a visitor, and nothing of the questions or the learner', async () => {
    const { subject, mock, owner, attemptId } = await started()
    const report = await call(
      server,
      'POST',
      `/api/practice/attempts/${attemptId}/submit`,
      owner.cookie,
    )
    const answer = await call(server, 'GET', `/api/practice/attempts/${attemptId}/summary`, '')
    expect(answer.code).toBe(200)
    expect(answer.result).toEqual({
      attemptId,
      paperId: mock.id,
      paperTitle: mock.title,
      subjectId: subject.id,
      score: report.result.score,
      totalScore: 100,
      passScore: report.result.passScore,
      passed: report.result.passed,
      usedSeconds: report.result.usedSeconds,
      beatPercent: report.result.beatPercent,
      ranked: true,
      mine: false,
    })
    expect(JSON.stringify(answer.result)).not.toMatch(/questions|correct|analysis|nickname|mobile/)
  })

  it('says mine to its learner, and not to another learner', async () => {
    const { subject, owner, attemptId, questions } = await started()
    const unit = unitsOf(questions)[0]
    const { right } = await rightOptions(server, [unit.id])
    await call(
      server,
      'PUT',
      `/api/practice/attempts/${attemptId}/answers/${unit.id}`,
      owner.cookie,
      {
        optionIds: right.get(unit.id),
      },
    )
    const report = await call(
      server,
      'POST',
      `/api/practice/attempts/${attemptId}/submit`,
      owner.cookie,
    )
    expect(report.result.score).toBeGreaterThan(0)
    const own = await call(
      server,
      'GET',
      `/api/practice/attempts/${attemptId}/summary`,
      owner.cookie,
    )
    expect(own.result).toMatchObject({ mine: true, score: report.result.score })
    const other = await buyer(server, subject.id)
    const theirs = await call(
      server,
      'GET',
      `/api/practice/attempts/${attemptId}/summary`,
      other.cookie,
    )
    expect(theirs.result).toMatchObject({ mine: false, score: report.result.score })
  })

  it('finds no report for an attempt not handed in, or one that does not exist', async () => {
    const { attemptId } = await started()
    for (const id of [attemptId, attemptId + 1000]) {
      const answer = await call(server, 'GET', `/api/practice/attempts/${id}/summary`, '')
      expect(answer).toMatchObject({ code: 404, message: '成绩报告不存在', result: null })
    }
    const bad = await call(server, 'GET', '/api/practice/attempts/abc/summary', '')
    expect(bad.code).toBe(400)
  })
})
