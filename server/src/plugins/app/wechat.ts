import fp from 'fastify-plugin'
import { createWechatAccount } from '../../adapters/wechat'

/** The school's official account: 网页授权, and the access_token and JS-SDK ticket it fetches. */
export default fp(
  async (app) => {
    const wechat = createWechatAccount(app.config.wechat)
    app.decorate('wechat', wechat)
    app.log.info({ wechat: wechat.name }, 'wechat adapter ready')
  },
  { name: 'wechat' },
)
