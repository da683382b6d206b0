// Server test files that take ten seconds or more, the longest first (seconds on a clean CI
// run with both databases): a Jest project of their own, and started before every other file.
module.exports.SLOW_SERVER_TESTS = [
  '/test/server/crash/pay-notify-kill.test.ts', // 40
  '/test/server/fuzz/routes.test.ts', // 33
  '/test/server/demo-school/seed.test.ts', // 31
  '/test/server/routes/wechat/jssdk-config-ticket.test.ts', // 18
  '/test/server/plugins/external/database.test.ts', // 18
  '/test/server/bin/live-admin.test.ts', // 10
]
