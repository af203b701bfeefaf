/**
 * Any /api address that names no route: a JSON 404 a client can read, instead of Next's HTML error shell
 * (which needs JavaScript to say anything). The real routes beside this one take precedence; a wrong method
 * on one of them is still Next's 405.
 */
function notFound(): Response {
  return Response.json(
    { ok: false, error: 'not-found' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
