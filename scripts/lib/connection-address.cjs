/**
 * Preloaded into every `next start` of the shop (`node --require ./scripts/lib/connection-address.cjs …`,
 * see nextStartArgs in setup.mjs): writes each request's connection address into the header
 * x-shop-connection-address, replacing anything a client sent under that name, before Next sees the
 * request. Next gives the app no socket address, and the X-Forwarded-For it fills in keeps a value the
 * client sent, so without this a client could pick its own address for every abuse limit.
 * lib/rate-limit/client-address.ts reads it when no trusted proxy is configured.
 *
 * CommonJS, with Node built-ins only, so `--require` can load it before Next starts.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload is CommonJS
const http = require('node:http')

const HEADER = 'x-shop-connection-address'
const emit = http.Server.prototype.emit

http.Server.prototype.emit = function emitWithConnectionAddress(event, request, ...rest) {
  if (event === 'request' && request && request.headers) {
    const address = request.socket && request.socket.remoteAddress
    if (address) request.headers[HEADER] = address
    else delete request.headers[HEADER]
  }
  return emit.call(this, event, request, ...rest)
}

module.exports = { CONNECTION_ADDRESS_HEADER: HEADER }
