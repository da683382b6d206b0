import type { FastifyPluginAsync } from 'fastify'
import banner from './api/home/banner'
import checklogin from './api/home/checklogin'
import health from './health'
import getTrainInfo from './knew/api/wap/getTrainInfo'

/** Every API route; files mirror the URL paths of spec §7. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health)
  await app.register(checklogin)
  await app.register(banner)
  await app.register(getTrainInfo)
}

export default routes
