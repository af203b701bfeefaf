import type { NextConfig } from 'next'
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './lib/http/body-limits'

const nextConfig: NextConfig = {
  // Cache Components (Next 16's partial prerendering): pages are prerendered at build time into a static
  // shell, and the few parts that need the request (signed-in user, cart badges, live stock, "is this
  // sale still running") stream in behind <Suspense>. This is what lets every page be both static and
  // personal.
  cacheComponents: true,
  partialPrefetching: true,
  reactStrictMode: true,
  // Inlined at build time so that, in a build without the flag (npm start, deployments), the offline
  // fake-Google sign-in hook in lib/auth/test-hooks.ts is compiled out rather than checked at run time.
  env: { NEXT_PUBLIC_SHOP_TEST_HOOKS: process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS === '1' ? '1' : '' },
  poweredByHeader: false,
  // Server action bodies are small (the checkout form is about 1 KB); Next's default is 1 MB. proxy.ts
  // refuses bigger ones first with a 413 (lib/http/server-action-guard.ts), since Next answers them with a 500.
  experimental: { serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES } },
  images: {
    // Every picture is the shop's own SVG artwork in public/; Next serves SVGs unoptimized.
    dangerouslyAllowSVG: false,
  },
}

export default nextConfig
