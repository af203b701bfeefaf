/** Where the shop's server listens. Node built-ins only: `npm start` uses it before installing anything. */

/**
 * This machine only. Named `localhost`, not 127.0.0.1 (which it binds to): Next spells its own URLs with
 * `localhost` whatever address a request came by, and when the server was started with `--hostname
 * 127.0.0.1` it takes the proxy's rewrites to `localhost` for another host's and answers them with a
 * redirect to the same page, forever.
 */
export const LOOPBACK = 'localhost'

/**
 * The address `npm start` listens on. With the local emulators, which accept unsigned tokens, anyone who can
 * reach the shop could make themselves a staff session, so it listens on this machine only unless SHOP_LISTEN_HOST
 * asks for more (0.0.0.0 to try it from a phone on the same network, knowing that it opens the back office
 * and every order to that network). With a real Firebase project it listens everywhere, as a server should.
 */
export function listenHost({ emulators }, env = process.env) {
  const chosen = env.SHOP_LISTEN_HOST?.trim()
  if (chosen) return chosen
  return emulators ? LOOPBACK : '0.0.0.0'
}
