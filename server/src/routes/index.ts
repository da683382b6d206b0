import type { FastifyPluginAsync } from 'fastify'
import devSms from './api/dev/sms'
import banner from './api/home/banner'
import classrooms from './api/home/classrooms'
import checklogin from './api/home/checklogin'
import discussions from './api/home/discussions'
import lessonLikes from './api/home/lesson-likes'
import study from './api/home/study'
import suggests from './api/home/suggests'
import health from './health'
import wapCatalogue from './knew/api/wap/catalogue'
import getTrainInfo from './knew/api/wap/getTrainInfo'
import passwordLogin from './knew/home/login'
import address from './knew/home/user/address'
import logout from './knew/home/user/logout'
import passwordReset from './knew/home/user/password'
import phone from './knew/home/user/phone'
import profile from './knew/home/user/profile'
import codeRegister from './knew/home/user/register'
import covers from './media/covers'
import lessonMedia from './media/lessons'
import buy from './new/home/buy'
import codeLogin from './new/home/login'
import classroom from './knew/pc/classroom'
import course from './knew/pc/course'
import enrolment from './knew/pc/enrolment'
import lessons from './knew/pc/lessons'

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
    course,
    enrolment,
    lessons,
    classroom,
    wapCatalogue,
    buy,
    study,
    discussions,
    lessonLikes,
    classrooms,
    covers,
    lessonMedia,
  ]) {
    await app.register(plugin)
  }
}

export default routes
