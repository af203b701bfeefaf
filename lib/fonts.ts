import localFont from 'next/font/local'

// Self-hosted: the build and the site never reach a font CDN. Each Latin face is @fontsource-variable's latin
// file cut to the weights and features the pages use, in two files (scripts/font-subsets.mjs, `npm run fonts`):
// the core characters every English page shows, preloaded, and the rest of Latin, which the browser fetches
// only for a page that shows one of them. app/globals.css names the extended face first: its unicode-range
// leaves the core characters to the core face, whose size-adjusted fallback holds the layout while it loads.
export const inter = localFont({
  src: '../assets/fonts/inter-core-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 800',
})

/** The unicode-range is EXTENDED_UNICODE_RANGE from scripts/font-subsets.mjs (next/font takes only literals). */
export const interExtended = localFont({
  src: '../assets/fonts/inter-extended-400-800.woff2',
  variable: '--font-inter-extended',
  display: 'swap',
  weight: '400 800',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A8, U+AA-AF, U+B1-B6, U+B8-D6, U+D8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-202E, U+2030-206F, U+20AC, U+2122, U+2191, U+2193, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const playfair = localFont({
  src: '../assets/fonts/playfair-display-core-400-700.woff2',
  variable: '--font-playfair',
  display: 'swap',
  weight: '400 700',
})

export const playfairExtended = localFont({
  src: '../assets/fonts/playfair-display-extended-400-700.woff2',
  variable: '--font-playfair-extended',
  display: 'swap',
  weight: '400 700',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A8, U+AA-AF, U+B1-B6, U+B8-D6, U+D8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-202E, U+2030-206F, U+20AC, U+2122, U+2191, U+2193, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

/** The class names that define the four Latin font variables app/globals.css builds its stacks from. */
export const latinFontVariables = [
  inter.variable,
  interExtended.variable,
  playfair.variable,
  playfairExtended.variable,
].join(' ')

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
