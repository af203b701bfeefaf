import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  prettier,
  {
    // The shop's pictures go through ArtworkImage, which puts the artwork's version in the URL (so the file
    // can be cached as immutable); a bare next/image would serve an unversioned, revalidated copy.
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/ui/artwork-image.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              importNames: ['default'],
              message:
                'Use ArtworkImage from components/ui/artwork-image.tsx: it versions the URL for immutable caching.',
            },
          ],
        },
      ],
    },
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
    ],
  },
]

export default config
