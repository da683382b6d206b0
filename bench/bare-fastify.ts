// The peer of bench/api-throughput.ts: the same fastify package with one route and nothing
// else (no logger, no plugins), so that our server's figures read as a share of what Fastify
// itself manages on this machine in the same run.
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
