// Saving answers under load: the real server (its own process, a fresh SQLite database, log
// level warn), 200 learners each in an exam attempt at the 初级会计实务 mock paper, each saving
// one answer a second for 60 s (PUT /api/practice/attempts/{id}/answers/{questionId}), as a
// class would during a timed mock. Reports p50 / p95 / p99 save latency against the 20 ms target
// and counts lost answers: every learner's last answer to every question is read back through
// GET /api/practice/attempts/{id} and compared with what was sent.
// Flags: --learners 200 --seconds 60 --json (write bench/results/).
import { countOption, flag, percentile } from './options'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { connect } from '../server/src/db/connect'
import { enrol } from '../server/src/db/repositories/enrolments'
import { createSession } from '../server/src/db/repositories/sessions'
import { createUser } from '../server/src/db/repositories/users'
import { startRealServer } from '../test/support/real-server'

const LEARNERS = countOption('learners', 200)
const SECONDS = countOption('seconds', 60)
const TARGET_MS = 20

interface Question {
  id: number
  options: { id: number }[]
  children: Question[]
}

interface Learner {
  cookie: string
  attemptId: number
  units: Question[]
  /** The last option sent to each question. */
  sent: Map<number, number>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<void> {
  const server = await startRealServer({ stdout: 'ignore' })
  try {
    const { db } = connect({ sqliteFile: server.sqliteFile })
    const subject = await db
      .selectFrom('bank_subjects')
      .select('id')
      .where('exam_id', '=', 5617)
      .where('name', '=', '初级会计实务')
      .orderBy('year', 'desc')
      .executeTakeFirstOrThrow()
    const paper = await db
      .selectFrom('papers')
      .select('id')
      .where('subject_id', '=', Number(subject.id))
      .where('kind', '=', 'mock')
      .executeTakeFirstOrThrow()
    const learners: Learner[] = []
    for (let n = 0; n < LEARNERS; n += 1) {
      const userId = await createUser(
        db,
        {
          mobile: `171${String(n).padStart(8, '0')}`,
          nickname: `压测学员${n}`,
        },
        new Date(),
      )
      await enrol(
        db,
        { userId, kind: 'subject', refId: Number(subject.id), source: 'purchase' },
        { validityDays: 365 },
        Date.now(),
      )
      const cookie = `sid=${await createSession(db, userId, 3_600_000, new Date())}`
      const response = await fetch(`${server.baseUrl}/api/practice/attempts`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ paperId: Number(paper.id), mode: 'exam' }),
      })
      const started = (await response.json()) as {
        result: { attemptId: number; questions: Question[] }
      }
      const units = started.result.questions.flatMap((q) =>
        q.children.length > 0 ? q.children : [q],
      )
      learners.push({ cookie, attemptId: started.result.attemptId, units, sent: new Map() })
    }
    await db.destroy()

    const latencies: number[] = []
    let failures = 0
    const started = Date.now()
    await Promise.all(
      learners.map(async (learner, index) => {
        // Learners start spread over the first second, then answer once a second.
        await sleep((index * 1000) / LEARNERS)
        for (let second = 0; second < SECONDS; second += 1) {
          const due = started + (index * 1000) / LEARNERS + second * 1000
          await sleep(Math.max(0, due - Date.now()))
          const unit = learner.units[(second * 7 + index) % learner.units.length]
          const optionId = unit.options[second % unit.options.length].id
          const begin = performance.now()
          try {
            const response = await fetch(
              `${server.baseUrl}/api/practice/attempts/${learner.attemptId}/answers/${unit.id}`,
              {
                method: 'PUT',
                headers: { cookie: learner.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({ optionIds: [optionId] }),
              },
            )
            const body = (await response.json()) as { code: number }
            if (body.code !== 200) throw new Error(`code ${body.code}`)
            learner.sent.set(unit.id, optionId)
          } catch {
            failures += 1
          }
          latencies.push(performance.now() - begin)
        }
      }),
    )

    let lost = 0
    for (const learner of learners) {
      const response = await fetch(`${server.baseUrl}/api/practice/attempts/${learner.attemptId}`, {
        headers: { cookie: learner.cookie },
      })
      const state = (await response.json()) as {
        result: { answers: { questionId: number; optionIds: number[] }[] }
      }
      const saved = new Map(state.result.answers.map((a) => [a.questionId, a.optionIds[0]]))
      for (const [questionId, optionId] of learner.sent) {
        if (saved.get(questionId) !== optionId) lost += 1
      }
    }
    latencies.sort((a, b) => a - b)
    const at = (p: number) => percentile(latencies, p)
    const figures = {
      saves: latencies.length,
      perSecond: Math.round(latencies.length / SECONDS),
      p50: at(50),
      p95: at(95),
      p99: at(99),
      failures,
      lost,
    }
    console.log(`${LEARNERS} learners, one answer a second each for ${SECONDS} s:`)
    console.log('| saves | per second | p50 | p95 | p99 | failed | lost | target p95 |')
    console.log('|---|---|---|---|---|---|---|---|')
    console.log(
      `| ${figures.saves} | ${figures.perSecond} | ${figures.p50.toFixed(2)} ms | ${figures.p95.toFixed(2)} ms | ${figures.p99.toFixed(2)} ms | ${failures} | ${lost} | ≤ ${TARGET_MS} ms ${figures.p95 <= TARGET_MS ? 'met' : 'MISSED'} |`,
    )
    if (flag('json')) {
      mkdirSync(path.resolve(__dirname, 'results'), { recursive: true })
      writeFileSync(
        path.resolve(__dirname, 'results', 'practice-saves.json'),
        JSON.stringify({ learners: LEARNERS, seconds: SECONDS, ...figures }, null, 2),
      )
    }
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
