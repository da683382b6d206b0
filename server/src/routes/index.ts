import type { FastifyPluginAsync } from 'fastify'
import devSms from './api/dev/sms'
import banner from './api/home/banner'
import checklogin from './api/home/checklogin'
import suggests from './api/home/suggests'
import health from './health'
import getTrainInfo from './knew/api/wap/getTrainInfo'
import passwordLogin from './knew/home/login'
import address from './knew/home/user/address'
import logout from './knew/home/user/logout'
import passwordReset from './knew/home/user/password'
import phone from './knew/home/user/phone'
import profile from './knew/home/user/profile'
import codeRegister from './knew/home/user/register'
import codeLogin from './new/home/login'

/** Every API route; files mirror the URL paths of spec §7. */
const routes: FastifyPluginAsync = async (app) => {
  for (const plugin of [
    health,
    checklogin,
    banner,
    getTrainInfo,
    codeLogin,
    passwordLogin,
    codeRegister,
    passwordReset,
    logout,
    profile,
    phone,
    address,
    suggests,
    devSms,
  ]) {
    await app.register(plugin)
  }
}

export default routes
