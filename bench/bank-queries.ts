// Latency of the question bank's per-learner reads as answer rows grow: a fresh SQLite database
// with the demo seed, 1,000,000 answer rows written by 2,000 learners (and the progress rows they
// fold into), then GET /api/v1/statistic and /new/Home/Practice/getRecommendKnows through the
// server (app.inject, with each learner's session), reporting p50 / p95 / p99 against the 10 ms
// target, and the query plans (EXPLAIN QUERY PLAN) of the statements behind them.
// Flags: --answers 1000000 --learners 2000 --samples 2000 --json (write bench/results/).
import SqliteDatabase from 'libsql'
import { countOption, flag, percentile } from './options'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { createSession } from '../server/src/db/repositories/sessions'

const ANSWERS = countOption('answers', 1_000_000)
const LEARNERS = countOption('learners', 2_000)
const SAMPLES = countOption('samples', 2_000)
const TARGET_MS = 10

interface Unit {
  id: number
  subjectId: number
  right: number
  wrong: number
}

/** Writes the learners, their answers and progress straight into SQLite, in one transaction. */
function writeAnswers(file: string): { userIds: number[]; subjects: number[] } {
  const sqlite = new SqliteDatabase(file)
  sqlite.pragma('journal_mode = WAL')
  const units = sqlite
    .prepare(
      `select q.id, q.subject_id as subjectId,
         (select min(id) from question_options o where o.question_id = q.id and o.correct = 1) as right,
         (select min(id) from question_options o where o.question_id = q.id and o.correct = 0) as wrong
       from questions q left join questions p on p.id = q.parent_id
       where q.kind in ('single', 'multiple', 'judge', 'indefinite')
         and (q.parent_id is null or p.kind = 'case')
         and q.subject_id in (select s.id from bank_subjects s
           where s.year = (select max(year) from bank_subjects t where t.exam_id = s.exam_id))
       order by q.subject_id, q.sort`,
    )
    .all() as Unit[]
  const bySubject = new Map<number, Unit[]>()
  for (const unit of units)
    bySubject.set(unit.subjectId, [...(bySubject.get(unit.subjectId) ?? []), unit])
  const subjects = [...bySubject.keys()]
  const now = Date.now()
  const insertUser = sqlite.prepare(
    'insert into users (mobile, nickname, created_at) values (?, ?, ?) returning id',
  )
  const insertAnswer = sqlite.prepare(
    `insert into question_answers (user_id, question_id, subject_id, paper_id, answer, correct, answered_at)
     values (?, ?, ?, null, ?, ?, ?)`,
  )
  const upsertProgress = sqlite.prepare(
    `insert into question_progress (user_id, question_id, subject_id, answers, rights, last_correct, updated_at)
     values (?, ?, ?, 1, ?, ?, ?)
     on conflict (user_id, question_id) do update set answers = answers + 1,
       rights = rights + excluded.rights, last_correct = excluded.last_correct,
       updated_at = excluded.updated_at`,
  )
  const userIds: number[] = []
  const perLearner = Math.ceil(ANSWERS / LEARNERS)
  let written = 0
  sqlite.transaction(() => {
    for (let learner = 0; learner < LEARNERS; learner += 1) {
      const { id } = insertUser.get(
        `170${String(learner).padStart(8, '0')}`,
        `压测学员${learner}`,
        now,
      ) as {
        id: number
      }
      userIds.push(id)
      // Each learner practises two subjects; some questions of each many times.
      const own = [
        subjects[learner % subjects.length],
        subjects[(learner * 7 + 3) % subjects.length],
      ]
      for (let n = 0; n < perLearner && written < ANSWERS; n += 1, written += 1) {
        const pool = bySubject.get(own[n % 2]) as Unit[]
        const unit = pool[(n * 13 + learner) % pool.length]
        // Learners are right about two times in three, and weaker on some questions.
        const correct = (unit.id + learner + n) % 3 === 0 ? 0 : 1
        const at = now - (perLearner - n) * 60_000
        insertAnswer.run(
          id,
          unit.id,
          unit.subjectId,
          String(correct ? unit.right : unit.wrong),
          correct,
          at,
        )
        upsertProgress.run(id, unit.id, unit.subjectId, correct, correct, at)
      }
    }
  })()
  const { progress } = sqlite
    .prepare('select count(*) as progress from question_progress')
    .get() as {
    progress: number
  }
  console.log(
    `${progress.toLocaleString('en')} progress rows (one per learner and question answered)`,
  )
  sqlite.pragma('wal_checkpoint(TRUNCATE)')
  sqlite.exec('analyze')
  sqlite.close()
  return { userIds, subjects }
}

function plans(file: string, userId: number, subjectId: number): Record<string, string[]> {
  const sqlite = new SqliteDatabase(file, { readonly: true })
  const explain = (sql: string, ...params: unknown[]) =>
    (sqlite.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[]).map(
      (row) => row.detail,
    )
  const result = {
    statistic: explain(
      'select count(*), sum(last_correct) from question_progress where user_id = ? and subject_id = ?',
      userId,
      subjectId,
    ),
    'point progress (getRecommendKnows)': explain(
      `select question_points.point_id, count(*), sum(question_progress.last_correct)
       from question_progress inner join question_points on question_points.question_id = question_progress.question_id
       where question_progress.user_id = ? and question_progress.subject_id = ?
       group by question_points.point_id`,
      userId,
      subjectId,
    ),
    'point question counts (getRecommendKnows)': explain(
      `select point_id, count(*) from question_points where point_id in
       (select id from knowledge_points where subject_id = ?) group by point_id`,
      subjectId,
    ),
  }
  sqlite.close()
  return result
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bank-bench-'))
  const file = path.join(dir, 'bench.sqlite')
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SQLITE_FILE: file,
      STATIC_DIR: path.join(dir, 'no-build'),
    })
    // The first start migrates and seeds the demo school.
    await (await buildApp(config, { logger: false })).close()
    const started = Date.now()
    const { userIds, subjects } = writeAnswers(file)
    console.log(
      `wrote ${ANSWERS.toLocaleString('en')} answer rows by ${LEARNERS} learners in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const app = await buildApp(config, { logger: false })
    await app.ready()
    const cookies = new Map<number, string>()
    for (const userId of userIds) {
      cookies.set(userId, `sid=${await createSession(app.db, userId, 3_600_000, new Date())}`)
    }
    const subjectOf = (index: number) => subjects[index % subjects.length]
    const figures: Record<string, { p50: number; p95: number; p99: number }> = {}
    for (const [name, url] of [
      ['GET /api/v1/statistic', (s: number) => `/api/v1/statistic?subjectId=${s}`],
      [
        'GET getRecommendKnows',
        (s: number) => `/new/Home/Practice/getRecommendKnows?subjectId=${s}`,
      ],
    ] as const) {
      const times: number[] = []
      for (let sample = 0; sample < SAMPLES + 100; sample += 1) {
        const userId = userIds[(sample * 7919) % userIds.length]
        const learnerIndex = userIds.indexOf(userId)
        const subjectId =
          sample % 2 === 0 ? subjectOf(learnerIndex) : subjectOf(learnerIndex * 7 + 3)
        const begin = process.hrtime.bigint()
        const response = await app.inject({
          url: url(subjectId),
          headers: { cookie: cookies.get(userId) as string },
        })
        const ms = Number(process.hrtime.bigint() - begin) / 1e6
        if (response.statusCode !== 200)
          throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`)
        if (sample >= 100) times.push(ms)
      }
      times.sort((a, b) => a - b)
      figures[name] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      }
    }
    await app.close()
    console.log(`\n${SAMPLES} requests each, one at a time (target p95 ≤ ${TARGET_MS} ms):`)
    console.log('| request | p50 | p95 | p99 | target |')
    console.log('|---|---|---|---|---|')
    for (const [name, f] of Object.entries(figures)) {
      console.log(
        `| ${name} | ${f.p50.toFixed(2)} ms | ${f.p95.toFixed(2)} ms | ${f.p99.toFixed(2)} ms | ${f.p95 <= TARGET_MS ? 'met' : 'MISSED'} |`,
      )
    }
    const plan = plans(file, userIds[0], subjectOf(0))
    console.log('\nquery plans:')
    for (const [name, lines] of Object.entries(plan)) {
      console.log(`  ${name}:`)
      for (const line of lines) console.log(`    ${line}`)
    }
    if (flag('json')) {
      mkdirSync(path.resolve(__dirname, 'results'), { recursive: true })
      writeFileSync(
        path.resolve(__dirname, 'results', 'bank-queries.json'),
        JSON.stringify(
          { answers: ANSWERS, learners: LEARNERS, samples: SAMPLES, figures, plan },
          null,
          2,
        ),
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
