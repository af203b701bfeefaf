import { NextResponse } from 'next/server'
import { MALFORMED_PATH_PAGE } from './malformed-path-page'

/** proxy.ts's 400 for a malformed address: the same page the Node server's guard sends (malformed-path-page.ts). */
export function malformedPathResponse(): NextResponse {
  return new NextResponse(MALFORMED_PATH_PAGE, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
