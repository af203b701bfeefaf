/**
 * Whether a request path's percent-encoding decodes to text ('/product/%E0' does not: a lone byte that is not
 * UTF-8). Next answers such a path with a 500 or a redirect of its own; the shop answers 400 first, in the
 * Node server for every path (lib/http/node-request-guard.ts) and in proxy.ts for the paths it sees.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * The 400 page for a malformed address, in both languages since the path cannot be read to tell which: a
 * clear sentence and a way home, never a stack trace. Plain HTML with no script or style of its own (the
 * security headers still apply), so it renders under the shop's CSP. Free of Next's imports, so the Node
 * server's guard can send it before Next sees the request.
 */
export const MALFORMED_PATH_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Bad address | Fatin</title></head>
<body><main><h1>This address is not valid</h1>
<p>The link may have been cut or mistyped. <a href="/">Return to Home</a></p>
<p lang="ur" dir="rtl">یہ پتہ درست نہیں ہے۔ <a href="/ur">ہوم پیج پر واپس جائیں</a></p></main></body></html>`
