import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeUrlFor } from '@common/constants/routes'
import { IdParam } from '@common/contracts/catalogue'
import { liveCalendar } from '@server/services/live-calendar'
import { calendarLive } from '@server/services/lives'

/**
 * GET /api/home/liveCalendar/{id}: a published live as an .ics file for 提醒我. Public: it
 * says only when the live is and where to join it, as the public live lists do.
 */
const liveCalendarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/liveCalendar/:id',
    // No response schema: the answer is a text file; failures go out in the usual envelope.
    { config: { access: 'public' }, schema: { params: IdParam } },
    async (request, reply) => {
      const row = await calendarLive(app.db, request.params.id)
      const id = Number(row.id)
      const joinPath = routeUrlFor('h5', 'liveJoin', { id })
      const text = liveCalendar(
        {
          liveId: id,
          lessonTitle: row.lesson_title,
          courseTitle: row.course_title,
          teacher: row.teacher,
          start: Number(row.start_time),
          end: Number(row.end_time),
          host: request.hostname,
          joinUrl: `${request.protocol}://${request.host}${joinPath}`,
        },
        app.clock(),
      )
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="live-${id}.ics"`)
          // A rescheduled or cancelled live must not linger in a cache.
          .header('Cache-Control', 'no-cache')
          .send(text)
      )
    },
  )
}

export default liveCalendarRoute
