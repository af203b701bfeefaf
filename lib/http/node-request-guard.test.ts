import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { guardRequest } from './node-request-guard'

const HEADERS = [
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
]
const SHARED = 'public, max-age=0, s-maxage=86400'

/**
 * A real server whose handler plays Next: a catalogue page with a shared Cache-Control, reached only when the
 * guard lets the request through. Requests go over loopback with the path exactly as written.
 */
async function serve<T>(run: (port: number) => Promise<T>): Promise<T> {
  const server = http.createServer((request, response) => {
    if (guardRequest(request, response, HEADERS)) return
    response.setHeader('Cache-Control', SHARED)
    response.end('the page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await run((server.address() as AddressInfo).port)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

function send(port: number, method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the Node request guard', () => {
  it('answers a path whose escapes are not UTF-8 with the 400 page and the security headers, never shared', () =>
    serve(async (port) => {
      for (const path of ['/pictures/%E0', '/_next/static/%', '/sitemap.xml%', '/search-index.json/%']) {
        const answer = await send(port, 'GET', path)
        expect(answer.status).toBe(400)
        expect(answer.headers['content-security-policy']).toBe("default-src 'self'")
        expect(answer.headers['x-content-type-options']).toBe('nosniff')
        expect(answer.headers['cache-control']).toBe('private, no-store')
        expect(answer.body).toContain('This address is not valid')
      }
    }))

  it('answers OPTIONS with 204 and the methods a page takes, and PUT with 405', () =>
    serve(async (port) => {
      const options = await send(port, 'OPTIONS', '/clothing/abayas')
      expect(options.status).toBe(204)
      expect(options.headers['allow']).toBe('GET, HEAD, POST')
      expect(options.headers['cache-control']).toBe('private, no-store')
      expect(options.headers['x-content-type-options']).toBe('nosniff')

      const put = await send(port, 'PUT', '/clothing/abayas')
      expect(put.status).toBe(405)
      expect(put.headers['allow']).toBe('GET, HEAD, POST')
      expect(put.body).not.toContain('the page')
    }))

  it('keeps a POST answer out of shared caches and leaves GET and HEAD as the page set them', () =>
    serve(async (port) => {
      const post = await send(port, 'POST', '/clothing/abayas')
      expect(post.status).toBe(200)
      expect(post.body).toBe('the page')
      expect(post.headers['cache-control']).toBe('private, no-store')

      for (const method of ['GET', 'HEAD']) {
        const read = await send(port, method, '/clothing/abayas')
        expect(read.status).toBe(200)
        expect(read.headers['cache-control']).toBe(SHARED)
      }
    }))
})
