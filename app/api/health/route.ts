/** Liveness check: the test runner polls this to know the server is up. */
export function GET() {
  return Response.json({ ok: true })
}
