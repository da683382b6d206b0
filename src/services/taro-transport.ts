import Taro from '@tarojs/taro'
import type { Transport } from './http'

/** The platform transport: Taro.request (fetch on H5, wx.request in the mini-program). */
export const taroTransport: Transport = async (request) => {
  const response = await Taro.request({
    url: request.url,
    method: request.method,
    header: request.headers,
    data: request.body,
    credentials: request.credentials,
    mode: 'cors',
    dataType: 'json',
    responseType: 'text',
  })
  return {
    status: response.statusCode,
    data: response.data,
    headers: response.header as Record<string, string> | undefined,
  }
}
