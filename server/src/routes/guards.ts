import type { FastifyRequest } from 'fastify'
import { ApiFailure } from '../errors'

/** The logged-in user's id; a visitor gets the spec's not-logged-in answer (401). */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const userId = await request.currentUserId()
  if (userId === null) throw new ApiFailure(401, '您尚未登录，请登录！')
  return userId
}

/** Turns the first validation error of a shared rule (src/utils/validation) into a 400. */
export function assertValid(error: string | null): void {
  if (error) throw new ApiFailure(400, error)
}
