import { choice, defineVariables, text } from '../../config/variables'

/** The dev mini-program's AppID: not a real one, so nothing is ever sent to WeChat with it. */
export const DEV_MINI_APP_ID = 'wxdevminiprogram00'

const WITH_WECHAT = 'required with `WECHAT_PROVIDER=wechat`'

/**
 * The WeChat adapter's variables: the official account (公众号) the app runs under, the
 * school's mini-program (小程序), the JS-SDK's pages and the subscribe message.
 */
export const WECHAT_VARIABLES = defineVariables({
  title: 'WeChat: the official account and the mini-program',
  source: 'server/src/adapters/wechat/variables.ts',
  variables: {
    WECHAT_PROVIDER: choice({
      choices: ['dev', 'wechat'],
      default: 'dev',
      meaning:
        "The official account (公众号): `dev`, an offline stand-in (its authorize page comes straight back with a made-up openid), refused when `NODE_ENV=production`; `wechat`: WeChat's 网页授权.",
    }),
    WECHAT_APPID: text({
      range: `\`wx\` and 16 letters or digits; ${WITH_WECHAT}`,
      meaning:
        "The official account's AppID; with `PAY_PROVIDER=wechat` it must be `WECHAT_PAY_APPID` (JSAPI pays with this account's openid), and the site's domain must be the account's 网页授权域名.",
    }),
    WECHAT_SECRET: text({
      range: `32 letters or digits; ${WITH_WECHAT}`,
      meaning:
        "The official account's AppSecret, for exchanging 网页授权 codes and fetching the access_token.",
    }),
    WECHAT_API_BASE: text({
      default: 'https://api.weixin.qq.com',
      range: 'an http(s) URL',
      meaning:
        "With `WECHAT_PROVIDER=wechat`: where WeChat's API is reached, e.g. a forward proxy whose IP is on the account's IP白名单 (WeChat only gives access_tokens to listed IPs).",
    }),
    WECHAT_MINI_APPID: text({
      shownDefault: `unset; \`dev\`: \`${DEV_MINI_APP_ID}\``,
      range: '`wx` and 16 letters or digits, not `WECHAT_APPID`',
      meaning:
        'The mini-program (小程序). Unset with `WECHAT_PROVIDER=wechat`: no mini-program (`/api/wechat/mini/openid` and paying with `client=weapp` answer 503 小程序未配置).',
    }),
    WECHAT_MINI_SECRET: text({
      range: `32 letters or digits; ${WITH_WECHAT} once \`WECHAT_MINI_APPID\` is set`,
      meaning: "The mini-program's AppSecret, for jscode2session (its users' openids).",
    }),
    WECHAT_JSSDK_ORIGINS: text({
      shownDefault: 'unset: the origin each request came to',
      range: 'comma-separated http(s) origins (`https://m.school.example.com`, no path)',
      meaning:
        'The origins whose pages `/new/mm/jssdk/getconfig` signs; each must also be a JS安全域名 of the official account. Unset: only the origin the request came to (behind a proxy, set `TRUST_PROXY`).',
    }),
    WECHAT_SUBSCRIBE_TEMPLATE_ID: text({
      range: 'letters, digits, `_` and `-`, up to 128',
      meaning:
        "The official account's subscribe-message template (订阅消息模板 ID) offered by 提醒我 inside WeChat (`wx-open-subscribe`); unset: the app offers the calendar file only.",
    }),
  },
})
