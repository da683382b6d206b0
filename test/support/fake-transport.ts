import type { Transport, TransportRequest, TransportResponse } from '@/services/http'

/** A transport that answers from a table of handlers and records every request. */
export function fakeTransport(
  answer: (request: TransportRequest) => TransportResponse | Promise<TransportResponse>,
): Transport & { requests: TransportRequest[] } {
  const requests: TransportRequest[] = []
  const transport = (async (request: TransportRequest) => {
    requests.push(request)
    return answer(request)
  }) as Transport & { requests: TransportRequest[] }
  transport.requests = requests
  return transport
}

/** An envelope answer. */
export function envelope(
  result: unknown,
  code = 200,
  message = 'ok',
  status = 200,
): TransportResponse {
  return { status, data: { code, message, result } }
}
