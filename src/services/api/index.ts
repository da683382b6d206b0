import type { Banner, CheckLoginResult, TrainInfo } from '@shared/api'
import type { Http } from '../http'

/** The typed API calls of spec §7, grouped by area; stores receive this, never `fetch`. */
export function createApi(http: Http) {
  return {
    http,
    session: {
      /** GET /api/home/checklogin/: resolves when logged in, rejects otherwise. */
      checkLogin: () => http.get<CheckLoginResult>('/api/home/checklogin/'),
    },
    home: {
      /** GET /knew/api/wap/getTrainInfo: the organisation's name and contacts. */
      getTrainInfo: () => http.get<TrainInfo>('/knew/api/wap/getTrainInfo', { cache: true }),
      /** GET /api/home/banner/{trainCode}/type/mm */
      getBanners: (trainCode: string) =>
        http.get<Banner[]>(`/api/home/banner/${encodeURIComponent(trainCode)}/type/mm`, {
          cache: true,
        }),
    },
  }
}

export type Api = ReturnType<typeof createApi>
