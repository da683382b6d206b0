// Server test files that take ten seconds or more, the longest first (seconds on a clean CI
// run with both databases): a Jest project of their own, and started before every other file.
module.exports.SLOW_SERVER_TESTS = [
  '/test/server/db/seed.test.ts', // 98
  '/test/server/fuzz/routes.test.ts', // 58
  '/test/server/crash/pay-notify-kill.test.ts', // 41
  '/test/server/routes/wechat/jssdk-config-ticket.test.ts', // 38
  '/test/server/plugins/external/database.test.ts', // 34
  '/test/server/bin/live-admin.test.ts', // 11
]
