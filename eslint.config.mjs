import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import domainReads from './eslint-rules/domain-reads.cjs'

const bareNextImage = {
  name: 'next/image',
  importNames: ['default'],
  message:
    "Use Picture from components/ui/picture.tsx: it serves the photo pipeline's files (scripts/build-pictures.ts).",
}

const bareNextLink = {
  name: 'next/link',
  message:
    'Use LocaleLink from components/i18n/locale-link.tsx: a plain <a> in the page language, navigated by the one ' +
    'handler in components/links/link-navigation.tsx instead of a client component per link.',
}

/**
 * Refuses imports of the layers above a folder's own, by alias ('@/lib/...') or by relative path. A later
 * config's options replace an earlier one's for the same rule, so this repeats the next/image and next/link rules.
 */
function layerRule(files, above, { ignores = [], paths = [bareNextImage, bareNextLink] } = {}) {
  const layers = above.join('|')
  return {
    files: [files],
    ignores: ['**/*.test.{ts,tsx}', ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            {
              regex: `^(@/|(\\.\\./)+)(${layers})(/|$)`,
              message: `Imports point down (app -> components -> lib -> data): ${files.split('/')[0]}/ must not import ${above.map((layer) => `${layer}/`).join(' or ')}.`,
            },
          ],
        },
      ],
    },
  }
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  prettier,
  {
    // The shop's pictures go through Picture, which offers the photo pipeline's AVIF and WebP widths under
    // versioned URLs (cached as immutable); a bare next/image would resize on request instead. Links are
    // LocaleLinks (see bareNextLink).
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [bareNextImage, bareNextLink] }] },
  },
  // Imports point down: app -> components -> lib -> data. Data is plain values; lib does not know the UI.
  // (Tests may reach across layers: a data test checks its values against lib's rules.)
  layerRule('components/**/*.{ts,tsx}', ['app']),
  layerRule('lib/**/*.{ts,tsx}', ['app', 'components']),
  layerRule('data/**/*.{ts,tsx}', ['app', 'components', 'lib']),
  {
    // Each domain's Firestore reads live in its read module (GUIDE 11); the domains and the files allowed to
    // reach each collection are listed in eslint-rules/domain-reads.cjs. Tests seed and inspect data freely.
    files: ['{app,components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { fatin: domainReads },
    rules: { 'fatin/domain-reads': 'error' },
  },
  {
    ignores: [
      '.next/**',
      // The benchmark's reference app builds into its own .next (scripts/lib/reference-page.mjs).
      'scripts/bench-reference-page/.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.emulators/**',
      // The service worker, bundled and minified from sw/ by each production build.
      'public/sw.js',
    ],
  },
]

export default config
