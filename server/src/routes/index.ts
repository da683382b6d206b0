import type { FastifyPluginAsync } from 'fastify'
import v1Subjects from './api/v1/subjects'
import yearSubjects from './api/v1/yearSubjects'
import statistic from './api/v1/statistic'
import subjectAccess from './api/v1/access'
import getOrderUrl from './api/v1/getOrderUrl'
import getComplete from './new/home/practice/getComplete'
import ownlists from './api/home/ownlists'
import lastrecords from './api/home/lastrecords'
import testlists from './api/home/testlists'
import checkaccess from './api/home/checkaccess'
import sortinfos from './api/home/sortinfos'
import addNote from './api/home/test/addNote'
import delNote from './api/home/test/delNote'
import getNote from './api/home/test/getNote'
import getPracticeLists from './api/home/test/getPracticeLists'
import getWrongLists from './api/home/test/getWrongLists'
import getFavouriteLists from './api/home/test/getFavouriteLists'
import getDiscuss from './api/home/test/getDiscuss'
import addDiscuss from './api/home/test/addDiscuss'
import replyDiscuss from './api/home/test/replyDiscuss'
import getKnowledgeList from './new/home/practice/getKnowledgeList'
import getOneKnowledge from './new/home/practice/getOneKnowledge'
import getRecommendKnows from './new/home/practice/getRecommendKnows'
import getSubjectKnowledge from './new/home/practice/getSubjectKnowledge'
import hasSmartQuestion from './new/home/practice/hasSmartQuestion'
import getKnowledgeResource from './new/home/practice/getKnowledgeResource'
import clientErrors from './api/client/errors'
import smsLatest from './api/dev/sms/latest'
import devPay from './api/dev/pay'
import devWechat from './api/dev/wechat'
import payOrders from './api/pay/orders'
import wechatOauth from './api/wechat/oauth'
import wechatMini from './api/wechat/mini'
import payNotify from './api/pay/notify'
import express from './api/home/express'
import placeOrder from './new/home/buy/orders'
import getOrderInfo from './new/home/buy/getOrderInfo'
import userOrder from './knew/home/user/order'
import userOrderInfo from './knew/home/user/orderInfo'
import userExpressInfo from './knew/home/user/expressInfo'
import cancelOrder from './knew/home/user/cancelOrder'
import adddiscuss from './api/home/adddiscuss'
import answerdiscuss from './api/home/answerdiscuss'
import banner from './api/home/banner'
import checkclass from './api/home/checkclass'
import checklogin from './api/home/checklogin'
import classgoods from './api/home/classgoods'
import getLikesByLessonId from './api/home/getLikesByLessonId'
import getlivelists from './api/home/getlivelists'
import visitLives from './api/home/visitLives'
import liveCalendar from './api/home/liveCalendar'
import courseLives from './api/home/courseLives'
import livelists from './api/home/livelists'
import getLiveList from './knew/pc/classroom/getLiveList'
import userPrelive from './knew/home/user/prelive'
import replayLive from './knew/home/user/replayLive'
import mediaLive from './media/live'
import lessondiscuss from './api/home/lessondiscuss'
import lessonlike from './api/home/lessonlike'
import getGoodsTypes from './api/home/study/getGoodsTypes'
import suggests from './api/home/suggests'
import visitclassroom from './api/home/visitclassroom'
import visitclasss from './api/home/visitclasss'
import getusers from './api/home/getusers'
import signin from './api/home/signin'
import signdays from './api/home/signdays'
import integraldetail from './api/home/integraldetail'
import examdate from './api/home/examdate'
import getRecentStudy from './knew/home/user/getRecentStudy'
import mycourse from './knew/home/user/mycourse'
import userClassroom from './knew/home/user/classroom'
import userLive from './knew/home/user/live'
import health from './health'
import practiceAttempts from './api/practice/attempts'
import practiceCorrections from './api/practice/corrections'
import practiceFavourites from './api/practice/favourites'
import practiceSettings from './api/practice/settings'
import practicePapers from './api/practice/papers'
import practiceSets from './api/practice/sets'
import practiceWrong from './api/practice/wrong'
import tiku from './pc/tiku'
import buyAbleGoods from './knew/api/wap/buyAbleGoods'
import freeList from './knew/api/wap/freeList'
import getTrainInfo from './knew/api/wap/getTrainInfo'
import lastLearning from './knew/api/wap/lastLearning'
import preLive from './knew/api/wap/preLive'
import search from './knew/api/wap/search'
import mLogin from './knew/home/login/mLogin'
import mregister from './knew/home/login/mregister'
import address from './knew/home/user/address'
import bindPhone from './knew/home/user/bindPhone'
import userInfo from './knew/home/user/info'
import logout from './knew/home/user/logout'
import mRegister from './knew/home/user/mRegister'
import profile from './knew/home/user/profile'
import resetPw from './knew/home/user/resetPw'
import userSendCode from './knew/home/user/sendCode'
import sendMsgForChangePw from './knew/home/user/sendMsgForChangePw'
import sendRegisterCode from './knew/home/user/sendRegisterCode'
import checkAccess from './knew/pc/classroom/checkAccess'
import classroomCourseList from './knew/pc/classroom/courseList'
import courseAccess from './knew/pc/course/access'
import courseCourseList from './knew/pc/course/courseList'
import courseFree from './knew/pc/course/free'
import getCourse from './knew/pc/course/getCourse'
import getCourseList from './knew/pc/course/getCourseList'
import courseInfo from './knew/pc/course/info'
import courseLesson from './knew/pc/course/lesson'
import courseLessons from './knew/pc/course/lessons'
import mark from './knew/pc/course/mark'
import saveRecord from './knew/pc/course/saveRecord'
import tryActive from './knew/pc/course/tryActive'
import covers from './media/covers'
import share from './media/share'
import mediaLesson from './media/lesson'
import getGoodsInfo from './new/home/buy/getGoodsInfo'
import codeLogin from './new/home/login/codeLogin'
import loginSendCode from './new/home/login/sendCode'
import jssdkGetconfig from './new/mm/jssdk/getconfig'

/**
 * Every route of the API. A route file's path mirrors the URLs it serves (folders in lower
 * case, as the router ignores letter case; the file named for the URL's last fixed segment):
 * /knew/pc/course/tryActive is served by knew/pc/course/tryActive.ts.
 */
const ROUTES = [
  clientErrors,
  smsLatest,
  devPay,
  devWechat,
  wechatOauth,
  wechatMini,
  payOrders,
  payNotify,
  express,
  placeOrder,
  getOrderInfo,
  userOrder,
  userOrderInfo,
  userExpressInfo,
  cancelOrder,
  adddiscuss,
  answerdiscuss,
  banner,
  checkclass,
  checklogin,
  classgoods,
  getLikesByLessonId,
  getlivelists,
  visitLives,
  liveCalendar,
  courseLives,
  livelists,
  getLiveList,
  userPrelive,
  replayLive,
  lessondiscuss,
  lessonlike,
  getGoodsTypes,
  suggests,
  visitclassroom,
  visitclasss,
  getusers,
  signin,
  signdays,
  integraldetail,
  examdate,
  getRecentStudy,
  mycourse,
  userClassroom,
  userLive,
  health,
  practiceAttempts,
  practiceFavourites,
  practiceCorrections,
  practiceSettings,
  practicePapers,
  practiceSets,
  practiceWrong,
  tiku,
  buyAbleGoods,
  freeList,
  getTrainInfo,
  lastLearning,
  preLive,
  search,
  mLogin,
  mregister,
  address,
  bindPhone,
  userInfo,
  logout,
  mRegister,
  profile,
  resetPw,
  userSendCode,
  sendMsgForChangePw,
  sendRegisterCode,
  checkAccess,
  classroomCourseList,
  courseAccess,
  courseCourseList,
  courseFree,
  getCourse,
  getCourseList,
  courseInfo,
  courseLesson,
  courseLessons,
  mark,
  saveRecord,
  tryActive,
  covers,
  share,
  mediaLesson,
  mediaLive,
  getGoodsInfo,
  codeLogin,
  loginSendCode,
  jssdkGetconfig,
  v1Subjects,
  yearSubjects,
  statistic,
  subjectAccess,
  getOrderUrl,
  getComplete,
  ownlists,
  lastrecords,
  testlists,
  checkaccess,
  sortinfos,
  getPracticeLists,
  getNote,
  addNote,
  delNote,
  getWrongLists,
  getFavouriteLists,
  getDiscuss,
  addDiscuss,
  replyDiscuss,
  getKnowledgeList,
  getOneKnowledge,
  getRecommendKnows,
  getSubjectKnowledge,
  hasSmartQuestion,
  getKnowledgeResource,
]

const routes: FastifyPluginAsync = async (app) => {
  for (const route of ROUTES) await app.register(route)
}

export default routes
