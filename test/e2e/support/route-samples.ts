import type { RouteDef, RouteName } from '@common/constants/route-table'
import { routeUrlFor } from '@common/constants/routes'

/** A sample value for each path parameter of the route table. */
export const SAMPLE_PARAMS: Record<string, string> = {
  type: '0',
  courseId: '101',
  lessonId: '7',
  classId: '3',
  examId: '5617',
  // The first subject of exam 5617 in a fresh seed (初级会计实务 of the newest year).
  subjectId: '1',
  provId: '4',
  id: '5',
  orderId: '88',
  kind: 'chapter',
  pointId: '1',
  // A question the learner never answered: the page says so.
  questionId: '12',
  // A chapter practice set of subject 1: a learner without the bank is refused, on the page.
  paperId: '5',
  mode: 'exam',
  attemptId: '9',
}

/** A route's public address with the sample parameters. */
export function publicUrl(name: RouteName, route: RouteDef): string {
  const params = Object.fromEntries(
    (route.path.match(/:(\w+)/g) ?? []).map((param) => [
      param.slice(1),
      SAMPLE_PARAMS[param.slice(1)],
    ]),
  )
  return routeUrlFor('h5', name, params as never)
}
