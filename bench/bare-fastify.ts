// The peer of bench/api-throughput.ts: the same fastify package with one route and nothing
// else (no logger, no plugins), so that our server's figures read as a share of what Fastify
// itself manages on this machine in the same run. With SAME_BYTES_FILE it also answers
// /same-bytes with that file's bytes (one of our answers as our server sent it, with
// SAME_BYTES_ENCODING as its Content-Encoding if any): what Fastify manages when it has the
// same bytes to write as our server.
import Fastify from 'fastify'
import { readFileSync } from 'node:fs'

const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))

const sameBytesFile = process.env.SAME_BYTES_FILE
if (sameBytesFile) {
  const body = readFileSync(sameBytesFile)
  const encoding = process.env.SAME_BYTES_ENCODING
  app.get('/same-bytes', (_request, reply) => {
    reply.type('application/json; charset=utf-8')
    if (encoding) reply.header('Content-Encoding', encoding)
    reply.send(body)
  })
}

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
