import { answerChoice } from '@server/services/answers'
import { bankSubject, choiceUnits } from '../support/bank'
import { newLearner } from '../support/learners'
import { describeDatabase } from '../support/test-database'

describeDatabase('answerChoice', (database) => {
  it('is right only with exactly the right options, in any order', async () => {
    const subject = await bankSubject(database, 5617, '初级会计实务')
    const { userId } = await newLearner(database)
    const multiple = await database.db
      .selectFrom('questions')
      .select('id')
      .where('subject_id', '=', subject.id)
      .where('kind', '=', 'multiple')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const [unit] = (await choiceUnits(database, subject.id)).filter(
      (u) => u.id === Number(multiple.id),
    )
    const answer = (optionIds: number[]) =>
      answerChoice(database.db, { userId, questionId: unit.id, optionIds }, Date.now())
    expect(await answer([...unit.right].reverse())).toBe(true)
    expect(await answer(unit.right.slice(1))).toBe(false)
    expect(await answer([...unit.right, ...unit.wrong])).toBe(false)
    const progress = await database.db
      .selectFrom('question_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(progress).toMatchObject({ answers: 3, rights: 1, last_correct: 0 })
  })

  it('refuses options of another question and a question that is not a choice', async () => {
    const subject = await bankSubject(database, 5617, '初级会计实务')
    const { userId } = await newLearner(database)
    const [first, second] = await choiceUnits(database, subject.id, 2)
    await expect(
      answerChoice(
        database.db,
        { userId, questionId: first.id, optionIds: second.right },
        Date.now(),
      ),
    ).rejects.toMatchObject({ code: 400, message: '所选答案不属于该题' })
    const caseRow = await database.db
      .selectFrom('questions')
      .select('id')
      .where('kind', '=', 'case')
      .executeTakeFirstOrThrow()
    await expect(
      answerChoice(
        database.db,
        { userId, questionId: Number(caseRow.id), optionIds: [1] },
        Date.now(),
      ),
    ).rejects.toMatchObject({ code: 404 })
    const logged = await database.db
      .selectFrom('question_answers')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
    expect(logged).toEqual([])
  })
})
