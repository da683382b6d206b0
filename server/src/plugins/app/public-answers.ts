import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { Answer } from '../../services/answer-cache'
import { PublicAnswers } from '../../services/public-answers'

/** The encoding a client accepts best of those kept: br, then gzip; q=0 refuses one. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

export default fp(
  async (app) => {
    app.decorate('publicAnswers', new PublicAnswers(app.db, app.dbWrites, app.config.organisation))
    app.decorateReply('sendAnswer', function <
      T,
    >(this: FastifyReply, answer: Answer<T>, type = 'application/json; charset=utf-8') {
      const etag = answer.etag()
      this.header('ETag', etag)
        // Revalidated each time; a route may have said more (private, for a learner's own page).
        .header('Cache-Control', this.getHeader('Cache-Control') ?? 'no-cache')
        // Added to what the route varies by (a page's first view may differ by its cookie).
        .header('Vary', [this.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
      if (this.request.headers['if-none-match'] === etag) return this.code(304).send()
      this.type(type)
      const encoding = acceptedEncoding(this.request.headers['accept-encoding'])
      if (!encoding) return this.send(answer.bytes())
      return this.header('Content-Encoding', encoding).send(answer.compressed(encoding))
    })
  },
  { name: 'public-answers', dependencies: ['database', 'config'] },
)
