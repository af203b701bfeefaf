/**
 * Locally (`npm start`, `npm run dev`, `npm test`), the shop's own links (e-mails, share links, canonical and
 * preview URLs) name the port it actually serves on, unless NEXT_PUBLIC_SITE_URL says otherwise. It is read
 * at build time (a NEXT_PUBLIC_ setting), so the scripts set it before they build. A deployment sets it
 * explicitly (lib/env.ts refuses production without it).
 */
export function withLocalSiteUrl(env, port) {
  if (env.NEXT_PUBLIC_SITE_URL?.trim()) return env
  return { ...env, NEXT_PUBLIC_SITE_URL: `http://localhost:${port}` }
}
