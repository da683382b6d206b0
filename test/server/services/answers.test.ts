import { answerChoice } from '../../../server/src/services/answers'
import { bankSubject, choiceUnits } from '../support/bank'
import { newLearner } from '../support/learners'
import { describeServer } from '../support/test-server'

describeServer('answerChoice', (server) => {
  it('is right only with exactly the right options, in any order', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const { userId } = await newLearner(server.app)
    const multiple = await server.app.db
      .selectFrom('questions')
      .select('id')
      .where('subject_id', '=', subject.id)
      .where('kind', '=', 'multiple')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const [unit] = (await choiceUnits(server.app, subject.id)).filter(
      (u) => u.id === Number(multiple.id),
    )
    const answer = (optionIds: number[]) =>
      answerChoice(server.app.db, { userId, questionId: unit.id, optionIds })
    expect(await answer([...unit.right].reverse())).toBe(true)
    expect(await answer(unit.right.slice(1))).toBe(false)
    expect(await answer([...unit.right, ...unit.wrong])).toBe(false)
    const progress = await server.app.db
      .selectFrom('question_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(progress).toMatchObject({ answers: 3, rights: 1, last_correct: 0 })
  })

  it('refuses options of another question and a question that is not a choice', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const { userId } = await newLearner(server.app)
    const [first, second] = await choiceUnits(server.app, subject.id, 2)
    await expect(
      answerChoice(server.app.db, { userId, questionId: first.id, optionIds: second.right }),
    ).rejects.toMatchObject({ code: 400, message: '所选答案不属于该题' })
    const caseRow = await server.app.db
      .selectFrom('questions')
      .select('id')
      .where('kind', '=', 'case')
      .executeTakeFirstOrThrow()
    await expect(
      answerChoice(server.app.db, { userId, questionId: Number(caseRow.id), optionIds: [1] }),
    ).rejects.toMatchObject({ code: 404 })
    const logged = await server.app.db
      .selectFrom('question_answers')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
    expect(logged).toEqual([])
  })
})
