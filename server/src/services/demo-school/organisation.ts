/** The demo school's contact details (spec §3 oemInfo), written by us. */
export const DEMO_TRAIN_CODE = 'hdkj'

export const DEMO_ORGANISATION = {
  train_code: DEMO_TRAIN_CODE,
  train_name: '恒达会计网校',
  realname: '林老师',
  mobile: '400-820-6618',
  qq: '2850416618',
  weixin_url: '/media/org/wechat-qr.svg',
  weixin_title: '长按识别二维码，添加班主任微信',
}

export const DEMO_BANNERS = [
  {
    title: '2027年初级会计职称 零基础签约班 火热招生',
    imgurl: '/media/banners/junior.svg',
    url: '/course',
  },
  {
    title: '中级会计职称 三科联报 名师直播带学',
    imgurl: '/media/banners/intermediate.svg',
    url: '/course',
  },
  {
    title: '注册会计师 六科精讲 + 万题库 免费试听',
    imgurl: '/media/banners/cpa.svg',
    url: '/test',
  },
]
