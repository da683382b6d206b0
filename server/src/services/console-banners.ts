import type { Kysely } from 'kysely'
import type { BannerInput, ConsoleBanner } from '@common/contracts/console-banners'
import { linkError } from '@common/rules/course-content'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import type { Instant } from '@server/time'
import { audit, type Actor } from './staff'

/** The mobile home page's banners (type mm) of the school's organisation. */
const TYPE = 'mm'

async function trainCode(db: Kysely<Database>): Promise<string> {
  const organisation = await db.selectFrom('organisations').select('train_code').executeTakeFirst()
  if (!organisation) throw new ApiFailure(409, '尚未设置培训机构信息')
  return organisation.train_code
}

const toBanner = (row: {
  id: number
  title: string
  imgurl: string
  url: string
  sort: number
}) => ({
  id: Number(row.id),
  title: row.title,
  image: row.imgurl,
  url: row.url,
  sort: Number(row.sort),
})

export async function consoleBanners(db: Kysely<Database>): Promise<ConsoleBanner[]> {
  const code = await trainCode(db)
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('train_code', '=', code)
    .where('type', '=', TYPE)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map(toBanner)
}

function checked(input: BannerInput) {
  const title = input.title.trim()
  if (!title) throw new ApiFailure(400, '请填写轮播图标题')
  assertValid(linkError(input.url))
  // The school's own pictures are its media; an upload is re-encoded (images.ts).
  if (!/^\/media\/[A-Za-z0-9/_.-]+$/.test(input.image)) {
    throw new ApiFailure(400, '图片须为在后台上传的图片')
  }
  return { title, imgurl: input.image, url: input.url.trim() }
}

export async function createBanner(
  db: Kysely<Database>,
  input: BannerInput,
  actor: Actor,
  now: Instant,
) {
  const values = checked(input)
  const code = await trainCode(db)
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('banners')
      .select((eb) => eb.fn.max<number>('sort').as('sort'))
      .where('train_code', '=', code)
      .executeTakeFirst()
    const row = await trx
      .insertInto('banners')
      .values({
        ...values,
        train_code: code,
        type: TYPE,
        sort: input.sort ?? Number(last?.sort ?? -1) + 1,
      })
      .returning(['id', 'title', 'imgurl', 'url', 'sort'])
      .executeTakeFirstOrThrow()
    await audit(
      trx,
      actor,
      'banner.create',
      `banner:${row.id}`,
      { after: { title: values.title, url: values.url } },
      now,
    )
    return toBanner(row)
  })
}

async function bannerRow(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new ApiFailure(404, '轮播图不存在')
  return row
}

export async function changeBanner(
  db: Kysely<Database>,
  id: number,
  change: Partial<BannerInput>,
  actor: Actor,
  now: Instant,
) {
  const before = await bannerRow(db, id)
  const values = checked({
    title: change.title ?? before.title,
    image: change.image ?? before.imgurl,
    url: change.url ?? before.url,
  })
  const sort = change.sort ?? Number(before.sort)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('banners')
      .set({ ...values, sort })
      .where('id', '=', id)
      .execute()
    await audit(
      trx,
      actor,
      'banner.update',
      `banner:${id}`,
      {
        before: { title: before.title, url: before.url },
        after: { title: values.title, url: values.url },
      },
      now,
    )
  })
  return toBanner({ id, ...values, sort })
}

export async function deleteBanner(db: Kysely<Database>, id: number, actor: Actor, now: Instant) {
  const before = await bannerRow(db, id)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('banners').where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'banner.delete',
      `banner:${id}`,
      { before: { title: before.title } },
      now,
    )
  })
}
