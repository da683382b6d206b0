import fp from 'fastify-plugin'
import { connect } from '../../db/connect'
import { migrateToLatest } from '../../db/migrate'
import { isEmpty } from '../../services/demo-school/is-empty'

/** Opens the database, migrates it, seeds an empty one, and closes it with the server. */
export default fp(
  async (app) => {
    const { db, dialect, writes } = connect({
      ...app.config,
      onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    })
    app.decorate('db', db)
    app.decorate('dbDialect', dialect)
    app.decorate('dbWrites', writes)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
    const applied = await migrateToLatest(db)
    if (applied.length > 0) app.log.info({ migrations: applied, dialect }, 'database migrated')
    if (!app.config.seedDemo) {
      app.log.info(
        { dialect },
        'demo seed off (production: set SEED_DEMO=1 to fill an empty database with the demo school)',
      )
      return
    }
    // The demo school's seeder and its 1.9 MB of data are loaded only when there is a database
    // to fill, not by every start on a database that holds data (nor by every server test file).
    const seed = async () =>
      (await import('../../services/demo-school')).seedDemoData(db, new Date(app.clock()))
    const seeded = (await isEmpty(db)) && (await seed())
    if (seeded) app.log.info({ dialect }, 'empty database seeded with the demo school')
    else app.log.info({ dialect }, 'database holds data: demo seed skipped')
  },
  { name: 'database', dependencies: ['config'] },
)
