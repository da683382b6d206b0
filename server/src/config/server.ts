import { choice, defineVariables, flag, integer, text } from './variables'

/** pino's levels, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** The process: where it listens, its database, its log, what it believes of proxies. */
export const SERVER_VARIABLES = defineVariables({
  title: 'The server',
  source: 'server/src/config/server.ts',
  variables: {
    PORT: integer({
      default: 8080,
      min: 0,
      max: 65535,
      meaning: 'The port of the one process that serves app and API.',
    }),
    HOST: text({
      default: '0.0.0.0',
      range: 'an IP address or host name of this machine',
      meaning: 'The address to listen on.',
    }),
    DATABASE_URL: text({
      shownDefault: 'unset: SQLite',
      range: 'a `postgres://` or `postgresql://` URL',
      meaning: 'The PostgreSQL database to use; unset means SQLite in `SQLITE_FILE`.',
    }),
    SQLITE_FILE: text({
      default: 'data/school.sqlite',
      range: 'a file path (a relative one starts at the repository)',
      meaning: 'The SQLite database file (WAL mode), when `DATABASE_URL` is unset.',
    }),
    STATIC_DIR: text({
      default: 'dist/h5',
      range: 'a folder path (a relative one starts at the repository)',
      meaning:
        'The built H5 app (`npm start` builds and rebuilds only the default one); without it the server answers API calls only.',
    }),
    CONSOLE_DIR: text({
      default: 'dist/admin',
      range: 'a folder path (a relative one starts at the repository)',
      meaning:
        "The built school's console, served at `/admin` (`npm start` builds and rebuilds only the default one); without it `/admin` pages answer 404 and its API still works.",
    }),
    LOG_LEVEL: choice({
      choices: LOG_LEVELS,
      default: 'info',
      meaning:
        'How much the log says: each request is logged once, 5xx at error, slower than 1 s at warn, 4xx at info, the rest at debug.',
    }),
    TRUST_PROXY: text({
      default: 'false',
      range:
        '`false`/`0`/`no`, `true`/`1`/`yes`, a number of proxies up to 10, or a comma-separated list of addresses and CIDRs (also `loopback`, `linklocal`, `uniquelocal`)',
      meaning:
        "The reverse proxies in front of the server, whose `X-Forwarded-*` are believed (the client's address for every per-IP limit; HTTPS → Secure cookies, and HSTS): `false` none; `true` exactly one proxy, so the right-most `X-Forwarded-For` entry (the one that proxy appended) is the client and anything the client wrote to the left is ignored; a number N for N proxies in a row (a CDN and nginx: `2`); or the proxies' addresses (`10.0.0.0/8,127.0.0.1`), skipped from the right.",
    }),
    NODE_ENV: text({
      shownDefault: 'unset: development',
      range: '`production`, or anything else for development',
      meaning:
        '`production` refuses every development stand-in (`SMS_PROVIDER`, `PAY_PROVIDER`, `WECHAT_PROVIDER` and `LIVE_PROVIDER` set to `dev`), requires `AUTH_SECRET`, and seeds the demo school only with `SEED_DEMO=1`.',
    }),
    SEED_DEMO: flag({
      shownDefault: 'on in development, off in production',
      meaning:
        'Fill an *empty* database with the demo school; production (`NODE_ENV=production`) seeds only with `SEED_DEMO=1`, and the start logs what it did.',
    }),
  },
})

/** DATABASE_URL: a PostgreSQL URL, or undefined for SQLite. */
export function databaseUrlOf(env: NodeJS.ProcessEnv, problems: string[]): string | undefined {
  const databaseUrl = SERVER_VARIABLES.text(env, 'DATABASE_URL') || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    )
  }
  return databaseUrl
}
