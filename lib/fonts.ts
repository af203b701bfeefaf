import localFont from 'next/font/local'

// Self-hosted: the build and the site never reach a font CDN. Both Latin faces are @fontsource-variable's
// latin files cut to the weights the pages use (scripts/font-subsets.mjs, `npm run fonts`): 20 KB less to
// download for every first visit.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 800',
})

export const playfair = localFont({
  src: '../assets/fonts/playfair-display-latin-400-700.woff2',
  variable: '--font-playfair',
  display: 'swap',
  weight: '400 700',
})

/**
 * Urdu pages only (app/[lang]/layout.tsx names the variable there): Noto Nastaliq Urdu's Arabic-script subset
 * from @fontsource (the Arabic-script subset: 156 KB, against 1 MB for the whole face), regular weight only:
 * Nastaliq is not set in bold, so headings stand out by size (globals.css). Not preloaded, so English pages never fetch it; Latin letters and digits
 * inside Urdu text fall back to Inter. Nastaliq's letters rise and fall far beyond Latin ones, so Urdu text
 * gets taller lines (globals.css, :lang(ur)).
 */
export const nastaliq = localFont({
  src: '../node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
  weight: '400',
  variable: '--font-nastaliq',
  display: 'swap',
  preload: false,
})
