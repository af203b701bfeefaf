import type { NextConfig } from 'next'

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
  images: {
    // Every picture is the shop's own SVG artwork in public/; Next serves SVGs unoptimized.
    dangerouslyAllowSVG: false,
  },
}

export default nextConfig
