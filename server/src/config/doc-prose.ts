// The page's prose that is not about one variable, kept here because docs/configuration.md is
// generated (doc.ts): edit it here and run `npm run docs:config`.

/** Under the title. */
export const INTRO = `All configuration comes from environment variables, checked at start; a bad value stops the
server with a message naming every bad variable. Unset and empty mean the same: the default.

Each variable is declared once, next to the code that reads it (the file is named under each
table): its name, default, range and meaning, and for numbers, flags and choices its parser.
This page is generated from those declarations by \`npm run docs:config\`; a test fails when it
is stale, or when the server reads a variable no group declares.`

/** After the tables: what counts as study for the points. */
export const STUDY = `As written in \`server/src/services/lesson-progress.ts\` and \`paper-points.ts\`:
- A lesson is finished when the watching credited reaches 90% of its length. Each progress save
  (\`saveRecord\`) credits at most how far the position moved on since the previous save, and
  no more than twice the wall time since that save (the player plays at up to 2×; a seek is not
  watching) plus a slack for requests' travel that is earned by the time waited, up to 10 s
  (saves sent back to back credit nothing). A lesson's first save credits at most 10 s. Any
  position is still stored, so resuming after a seek works. A finished lesson stays finished
  and gives its points once; progress shows the position's percent and reaches 100% only once
  the lesson is finished.
- A handed-in paper gives points only with at least 60% of its questions answered, and only
  such attempts form the population of the report's 击败 N% (an attempt under 60% is still
  ranked against that population).
- In exam mode, questions left unanswered at hand-in go into the wrong-answer book like wrong
  answers; practice mode counts only answered questions.`

/** The fixed limits and policies of accounts and requests (no variable changes them). */
export const LIMITS = `As written in \`server/src/services/sms-codes.ts\`, \`login-throttle.ts\`,
\`trusted-devices.ts\`, \`accounts.ts\` and \`plugins/app/same-origin.ts\`:
- SMS codes: 6 digits from \`crypto.randomInt\`, stored only as an HMAC, valid 10 minutes, usable
  once, bound to the number and the purpose (login, register, reset, bind); dead after 5 wrong
  tries. Per number: one send per 120 s (across purposes), 5 per hour, 10 per day; per IP: 20
  per hour. A send the provider refuses leaves no code and answers 503.
- Registration proves the number: by SMS code (\`/knew/Home/User/mRegister\`), or by password,
  which also takes the register code (\`POST /knew/home/login/mregister {mobile, code, password,
  password2}\`: \`请填写验证码\` without it, \`验证码错误，请重新输入\` / \`验证码错误或已失效，请重新获取\`
  for a wrong or dead one, nothing created). So registrations are bounded by the SMS limits
  (per number and per IP); there is no other per-IP registration limit.
- Proven numbers: \`users.mobile_proven_at\` is set by every SMS-code step (code login, register
  by code or password, password reset, binding a number). Accounts made by password before
  registration asked for a code are unproven (the migration marks every account with a
  password so: nothing tells which of them were made by the number's owner). The first SMS
  login to an unproven account removes its password and ends every other session of it, and
  answers \`已为你重置账户安全，请重新设置密码\` with \`result.securityReset: true\` (the app shows it
  in an alert; 忘记密码 sets a new one). A password login racing it cannot keep a session: the
  session is made under the number's lock after checking the password is still the one
  verified.
- Password logins: 5 failures per account name or 20 per IP within 15 minutes lock further
  attempts for the rest of the window. Each attempt is reserved before the password is hashed:
  counting the window's failures and recording this attempt as one more happen in one
  transaction under locks on the name and the address (PostgreSQL advisory locks, shared by
  every server process; SQLite's single connection runs one transaction at a time), and a
  right password takes its reservation back. So a burst of 40 parallel guesses runs at most 5
  scrypt checks, on any number of server processes. An unknown account costs the same scrypt
  work and gets the same answer (账号或密码错误) as a wrong password.
- Lock-outs behind a shared address: an address lock (20 failures from one IP: often many
  learners behind a carrier NAT or a school's Wi-Fi) answers 429 \`该网络登录失败次数过多，请使用短信验证码登录\`
  to everyone, right password or not (answering a right password would tell a password sprayer
  which guess was right), except a browser that has logged in to that account before: every
  login sets a signed \`trusted_device\` cookie (HMAC with \`AUTH_SECRET\`; HttpOnly, 180 days,
  the browser's 5 latest accounts), and it passes the address lock for those accounts. The
  account's own limit (5) still applies to it. SMS-code login is never address-locked by
  password failures.
- Sessions: a new id at every login; logout and a password reset end them on the server.
- Cross-site requests: state-changing methods whose \`Origin\` (or \`Referer\`) is another origin
  (scheme, host and port compared) are refused (403 \`非法的请求来源\`). The session cookie is
  SameSite=Lax, which a top-level link from another site still carries with a GET, so the GETs
  that change state answer only requests with \`X-Requested-With: XMLHttpRequest\` (which the
  app's request layer sends on H5 and in the mini-program, and which no link, form or
  cross-site script can send) and never a navigation (\`Sec-Fetch-Mode: navigate\`); otherwise
  403 with nothing changed. They are: \`GET /knew/pc/course/tryActive\` (starts a validity),
  \`GET /api/home/test/delNote/{id}\`, \`GET /knew/pc/course/saveRecord\`, \`GET /api/home/signin/\`
  (the app itself uses POST), and \`GET /api/wechat/oauth?back=\` (starting 网页授权 records a
  one-time state: the app asks it and opens the WeChat page it answers). Routes declare it
  with \`config: { changesState: true }\`; a test sends every other GET of the server as a
  learner and fails if SQLite's changed-row count moves. The OAuth callback stays a navigation
  (its one-time state protects it). The mini-program's exception stays: a request with the
  \`token\` header and without our cookie cannot come from a browser page. The check reads the
  session cookie with the same parser as the session itself.
- Every body is checked by schema (types and lengths) and then by the shared rules of
  \`common/rules/validation.ts\`, the same functions the forms use; a refused request changes nothing.
- Odd input (\`server/src/plugins/app/query-values.ts\`): numbers in a path, query or body must
  be finite and within ±2^53 (±Infinity and 1e400 answer 400 \`参数错误：‹字段› 数值超出范围\`,
  NaN \`应为整数\`), and ids stop at 2147483647 (PostgreSQL's \`integer\`). In a query string or a
  path an empty value (\`?p=\`, \`?id\`) means "not given": its default applies, and a required one
  answers 400 \`缺少参数：<name>\` (the spec writes calls so: \`…/order?sort=&p=&pageSize=10\`).
  Form and JSON bodies keep their empty values (\`examDate=\` clears the date). Bodies that are
  not objects, bad JSON and unknown content types answer 400/415 in the envelope.
- \`test/server/fuzz/routes.test.ts\` sends ±Infinity, NaN, empty values, huge numbers, arrays
  and objects where strings go, strings where objects go and odd content types to every route
  the server registers (found by an \`onRoute\` hook added when Fastify announces a new server,
  \`test/server/support/routes.ts\`, so a new route is fuzzed without anyone listing it), as a
  visitor and as a learner, on both databases: no answer may be a 5xx, and every JSON answer is
  in the envelope. \`test/server/routes/spec-calls.test.ts\` sends every §7 call in the spec's
  literal form.
- Feedback: at least 5 characters, at most 5 an hour per IP.`

/** Migrations and the demo seed. */
export const DATABASE = `Migrations run at every start on either database. The demo seed runs once, into an empty
database (no organisation and no user), in development or when \`SEED_DEMO=1\`; it never touches
a database in use. The demo school's WeChat QR image (\`server/assets/org/wechat-qr.svg\`) is a
drawn placeholder: a school sets \`TRAIN_WEIXIN_URL\` to its real QR image.`
