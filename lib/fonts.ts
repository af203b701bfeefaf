import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): the build and the site never reach a font CDN.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})

export const playfair = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  display: 'swap',
  weight: '400 900',
})
