// Everything the server's plugins add to Fastify's instance, request and reply, in one place:
// what a route can use, and where it comes from. Kept in a declaration file so that other
// projects (the tests) see it too.
import type { Kysely } from 'kysely'
import type { LiveStreamProvider } from './adapters/live'
import type { MediaStorage } from './adapters/storage'
import type { DevPayProvider, PaymentProvider } from './adapters/payment'
import type { WechatAccount } from './adapters/wechat'
import type { SmsSender } from './adapters/sms/sender'
import type { Config } from './config'
import type { Dialect } from './db/connect'
import type { Database } from './db/schema'
import type { RouteAccess } from './route-access'
import type { WriteTracker } from './db/write-tracker'
import type { Answer } from './services/answer-cache'
import type { PublicAnswers } from './services/public-answers'
import type { Actor } from './services/staff'
import type { StaffRow } from './db/repositories/staff'
import type { StaffRole } from '@common/constants/staff'
import type { SmsCodeDeps } from './services/sms-codes'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** route-access.ts: who may call the route; every route under routes/ declares it. */
    access?: RouteAccess
    /**
     * plugins/app/same-origin.ts: a GET that changes something; it answers only the app's own
     * requests (X-Requested-With), never a navigation from another site.
     */
    changesState?: boolean
  }

  interface FastifyInstance {
    /** plugins/external/config.ts: the validated configuration. */
    config: Config
    /**
     * app.ts: now, in epoch ms (Date.now unless a test set another clock). Routes pass it to
     * every service and repository rule of time as `now`, which none of them defaults
     * (test/server/clock.test.ts); sessions alone stay on the wall clock (plugins/app/session.ts).
     */
    clock: () => number
    /** plugins/external/database.ts: the database, migrated (and seeded in development). */
    db: Kysely<Database>
    dbDialect: Dialect
    /** plugins/external/database.ts: when each table was last written; kept answers depend on it. */
    dbWrites: WriteTracker
    /** plugins/app/auth-secret.ts: the secret SMS codes and trusted-device cookies are signed with. */
    authSecret: string
    /** plugins/app/accounts.ts: password hashing at the configured cost, and checking. */
    passwords: {
      hash(password: string): Promise<string>
      verify(password: string, stored: string): Promise<boolean>
    }
    /** plugins/app/same-origin.ts: the URLs of the GETs that change state, as registered. */
    stateChangingGets: readonly string[]
    /** plugins/app/accounts.ts: the SMS adapter. */
    sms: SmsSender
    /** plugins/app/accounts.ts: what the SMS code functions need: database, sender, secret. */
    smsCodes: SmsCodeDeps
    /** plugins/app/payments.ts: the payment adapter (WeChat Pay, or the development one). */
    payment: PaymentProvider | DevPayProvider
    /** plugins/app/live-stream.ts: where lives and replays play from (LIVE_PROVIDER). */
    liveStream: LiveStreamProvider
    /** plugins/app/media-storage.ts: uploaded videos and images (MEDIA_DIR). */
    mediaStorage: MediaStorage
    /** plugins/app/wechat.ts: the official account (WeChat's, or the development one). */
    wechat: WechatAccount
    /** plugins/app/public-answers.ts: the answers the same for everyone, kept in memory. */
    publicAnswers: PublicAnswers
  }

  interface FastifyRequest {
    /** plugins/app/session.ts: the logged-in user's id, or null for a visitor. */
    currentUserId(): Promise<number | null>
    /**
     * plugins/app/session.ts: the session's id (unchecked) from the cookie, else from the
     * mini-program's token header: for per-browser (per-client) state.
     */
    sessionId(): string | undefined
    /** plugins/app/session.ts: the user's id; a visitor gets spec §8's 401 您尚未登录，请登录！ */
    requireUserId(): Promise<number>
    /**
     * plugins/app/session.ts: the logged-in learner of a route declaring access 'learner' (its
     * hook has checked); any other route calling it is a programming error.
     */
    learnerId(): number
    /**
     * plugins/app/session.ts: whether this browser has logged in to the account before (its
     * signed trusted-device cookie names it).
     */
    trustsDevice(userId: number): boolean
    /** plugins/app/staff-session.ts: the console's logged-in staff member, or null. */
    currentStaff(): Promise<StaffRow | null>
    /**
     * plugins/app/staff-session.ts: the staff member, if one of `roles` (an admin always):
     * else 401 (no console session) or 403.
     */
    requireStaff(roles: readonly StaffRole[]): Promise<StaffRow>
    /**
     * plugins/app/staff-session.ts: the staff member the route's access (`config.access.staff`)
     * let through; a route without staff access that reads it is a programming error.
     */
    staffMember(): StaffRow
    /** plugins/app/staff-session.ts: who makes a console change, for its audit entry. */
    staffActor(): Promise<Actor>
  }

  interface FastifyReply {
    /**
     * plugins/app/session.ts: a new session (a fresh id at every login) and its cookie, and
     * the browser trusted for the account; `guard` runs in the session's transaction first.
     */
    startSession(userId: number, guard?: (trx: Kysely<Database>) => Promise<void>): Promise<void>
    /** plugins/app/session.ts: ends the request's session on the server, clears its cookie. */
    endSession(): Promise<void>
    /** plugins/app/staff-session.ts: a console session for the staff member, and its cookie. */
    startStaffSession(staff: StaffRow): Promise<void>
    /** plugins/app/staff-session.ts: ends the console session, clears its cookie. */
    endStaffSession(): Promise<void>
    /**
     * plugins/app/public-answers.ts: sends a kept answer as it is: its JSON made once,
     * compressed once (br or gzip, as the client accepts), with an ETag (304 when the client
     * has it already).
     */
    sendAnswer<T>(answer: Answer<T>, type?: string): FastifyReply
    /** plugins/app/security-headers.ts: an HTML page's content security policy. */
    pagePolicy(): FastifyReply
    /** plugins/app/web-app.ts: the H5 app's index.html with the page's boot data. */
    sendApp(): Promise<FastifyReply>
  }
}
