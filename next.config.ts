import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Cache Components (Next 16's partial prerendering): pages are prerendered at build time into a static
  // shell, and the few parts that need the request (signed-in user, cart badges, live stock, "is this
  // sale still running") stream in behind <Suspense>. This is what lets every page be both static and
  // personal.
  cacheComponents: true,
  partialPrefetching: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Every picture is the shop's own SVG artwork in public/; Next serves SVGs unoptimized.
    dangerouslyAllowSVG: false,
  },
}

export default nextConfig
