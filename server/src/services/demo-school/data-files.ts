import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Type, type Static, type TSchema } from 'typebox'
import { Value } from 'typebox/value'

/**
 * The demo school is data, not code: JSON files under server/demo-school, read when an empty
 * database is seeded and checked against the schemas below. Nothing else in the server reads
 * them, and neither type-checking nor linting does.
 */
export const DEMO_SCHOOL_DIR = path.resolve(__dirname, '..', '..', '..', 'demo-school')

/** A sheet of the bank's import format: its rows, each cell by its header (blank cells left out). */
const SheetRows = Type.Array(Type.Record(Type.String(), Type.String()))

const Yuan = Type.Number({ minimum: 0 })

/** One subject's bank: its outline, its questions in the import format, its exam papers. */
export const SubjectFile = Type.Object({
  exam: Type.Integer(),
  subject: Type.String(),
  chapters: Type.Array(
    Type.Object({
      title: Type.String({ minLength: 1 }),
      /** 节, in order. */
      sections: Type.Array(Type.String({ minLength: 1 })),
      points: Type.Array(
        Type.Object({
          name: Type.String({ minLength: 1 }),
          importance: Type.Integer({ minimum: 0, maximum: 10 }),
        }),
      ),
    }),
  ),
  /** The sheets 题目, 材料 and 分录 of the Excel import format, as rows. */
  questions: Type.Object({
    题目: SheetRows,
    材料: Type.Optional(SheetRows),
    分录: Type.Optional(SheetRows),
  }),
  /** Papers in the order they are listed; a question is named by its 序号, a material by its 材料号. */
  papers: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('mock'), Type.Literal('past'), Type.Literal('sprint')]),
      /** Without the year: mock and sprint papers get the year of their bank. */
      title: Type.String({ minLength: 1 }),
      sections: Type.Array(
        Type.Object({
          name: Type.String({ minLength: 1 }),
          /** Each question's marks (a 不定项 case: each sub-question's); material sections: none. */
          marks: Type.Optional(Type.Number({ minimum: 0 })),
          questions: Type.Array(Type.String({ minLength: 1 })),
        }),
      ),
    }),
  ),
})
export type SubjectFile = Static<typeof SubjectFile>

/** The bank's exams: when each is sat, what its bank sells for, and its subjects' files. */
export const BankFile = Type.Object({
  /** Questions of each chapter open to visitors as 免费试做. */
  trialPerChapter: Type.Integer({ minimum: 0 }),
  /** What a subject's bank goods say they hold. */
  goodsSummary: Type.String(),
  exams: Type.Array(
    Type.Object({
      id: Type.Integer(),
      /** The usual first exam day, China time. */
      examDay: Type.Object({
        month: Type.Integer({ minimum: 1, maximum: 12 }),
        day: Type.Integer({ minimum: 1, maximum: 31 }),
      }),
      goods: Type.Object({ listPrice: Yuan, price: Yuan }),
      subjects: Type.Array(
        Type.Object({
          name: Type.String(),
          /** How many times the school has updated the subject's bank. */
          updates: Type.Integer({ minimum: 0 }),
          /** Its content under bank/; a subject without one is listed empty. */
          file: Type.Optional(Type.String()),
        }),
      ),
    }),
  ),
})
export type BankFile = Static<typeof BankFile>

/** A data file of the demo school (a path under it, or any path), refused with the place of each problem when it is not sound. */
export function readDemoFile<T extends TSchema>(relative: string, schema: T): Static<T> {
  const file = path.resolve(DEMO_SCHOOL_DIR, relative)
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Value.Check(schema, data)) {
    const problems = Value.Errors(schema, data)
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message}`)
    throw new Error(`demo school data ${relative}: ${problems.join('; ')}`)
  }
  return data as Static<T>
}

/** A lesson of a demo course: one of the sample videos (server/media/lessons) and its length. */
const DemoLesson = Type.Object({
  title: Type.String({ minLength: 1 }),
  free: Type.Optional(Type.Boolean()),
  unpublished: Type.Optional(Type.Boolean()),
  video: Type.String({ minLength: 1 }),
  /** Seconds. */
  duration: Type.Integer({ minimum: 1 }),
})

/** A course, class room, book, live, learner or book order names a course by its place in `courses`, from 1 (so are books and learners). */
const Place = Type.Integer({ minimum: 1 })

/** The school: who it is, its home page's banners, its catalogue, lives and a few learners. */
export const SchoolFile = Type.Object({
  /** As learners' 联系我们 shows it (spec §3 oemInfo). */
  organisation: Type.Object({
    trainCode: Type.String({ minLength: 1 }),
    name: Type.String({ minLength: 1 }),
    contact: Type.String(),
    mobile: Type.String(),
    qq: Type.String(),
    wechatQr: Type.String(),
    wechatTitle: Type.String(),
  }),
  banners: Type.Array(
    Type.Object({ title: Type.String(), image: Type.String(), url: Type.String() }),
  ),
  /** The store's categories of each kind of goods. */
  goodsTypes: Type.Object({
    courses: Type.String(),
    classrooms: Type.String(),
    books: Type.String(),
    banks: Type.String(),
  }),
  /** Course categories: each exam and its subjects. */
  exams: Type.Array(Type.Object({ name: Type.String(), subjects: Type.Array(Type.String()) })),
  courses: Type.Array(
    Type.Object({
      /** The exam's and the subject's names. */
      category: Type.Tuple([Type.String(), Type.String()]),
      title: Type.String({ minLength: 1 }),
      teacher: Type.String(),
      listPrice: Yuan,
      price: Yuan,
      description: Type.String(),
      students: Type.Integer({ minimum: 0 }),
      /** In a free list (spec §2): 0 复习资料, 1 免费视频. */
      freeList: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      sort: Type.Integer(),
      /** Lessons before the first chapter. */
      introduction: Type.Optional(Type.Array(DemoLesson)),
      chapters: Type.Array(Type.Object({ title: Type.String(), lessons: Type.Array(DemoLesson) })),
    }),
  ),
  classrooms: Type.Array(
    Type.Object({
      title: Type.String({ minLength: 1 }),
      listPrice: Yuan,
      price: Yuan,
      description: Type.String(),
      /** What its goods say in the store. */
      summary: Type.String(),
      students: Type.Integer({ minimum: 0 }),
      validityDays: Type.Integer({ minimum: 1 }),
      /** Its courses, in order. */
      courses: Type.Array(Place),
      /** The courses its goods open. */
      goodsCourses: Type.Array(Place),
      /** Goods sold on its page after its own: courses' goods and books. */
      sells: Type.Array(Type.Union([Type.Object({ course: Place }), Type.Object({ book: Place })])),
    }),
  ),
  books: Type.Array(
    Type.Object({ title: Type.String(), listPrice: Yuan, price: Yuan, summary: Type.String() }),
  ),
  /** Lives around the time of seeding: `start` in minutes from then (rounded to 5 minutes). */
  lives: Type.Array(
    Type.Object({
      course: Place,
      title: Type.String({ minLength: 1 }),
      start: Type.Integer(),
      /** Minutes. */
      length: Type.Integer({ minimum: 1 }),
      free: Type.Boolean(),
      unpublished: Type.Optional(Type.Boolean()),
      cancelled: Type.Optional(Type.Boolean()),
      /** Minutes after its end that its replay became ready; none: still being made. */
      replayAfter: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
  /** Demo learners: they write the discussions and order books, and cannot log in. */
  learners: Type.Array(Type.Object({ username: Type.String(), nickname: Type.String() })),
  /** Threads written on the first lesson of each of `courses`. */
  discussions: Type.Object({
    courses: Type.Array(Place),
    threads: Type.Array(
      Type.Object({
        author: Place,
        content: Type.String(),
        replies: Type.Array(Type.Object({ author: Place, to: Place, content: Type.String() })),
      }),
    ),
  }),
  /** Learners' paid book orders, shipped, with where their parcels are. */
  bookOrders: Type.Array(
    Type.Object({
      learner: Place,
      book: Place,
      daysAgo: Type.Number({ minimum: 0 }),
      receiver: Type.Object({
        name: Type.String(),
        mobile: Type.String(),
        region: Type.String(),
        detail: Type.String(),
      }),
      carrier: Type.String(),
      tracking: Type.String(),
      delivered: Type.Boolean(),
      steps: Type.Array(Type.String()),
    }),
  ),
})
export type SchoolFile = Static<typeof SchoolFile>
