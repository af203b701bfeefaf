import {
  findBrokenReferences,
  githubSlug,
  headingAnchors,
  repositoryFiles,
  repositoryOnDisk,
  type RepositoryFile,
} from './check-doc-links.mjs'

/** A small repository in memory: its files, and the folders they make. */
function fixture(files: Record<string, string>) {
  const paths = Object.keys(files)
  const folders = new Set(
    paths.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  )
  const repo = {
    exists: (file: string) => file in files || folders.has(file.replace(/\/$/, '')),
    read: (file: string) => files[file],
  }
  const scanned: RepositoryFile[] = paths.map((file) => ({ path: file, text: files[file]! }))
  return findBrokenReferences(scanned, repo).map(({ path, line, message }) => `${path}:${line}: ${message}`)
}

const DOCS = {
  'README.md': '# Shop\n\n## Two commands\n\n## Production settings\n',
  'docs/security.md': '# Security\n\n## Abuse limits\n\n## `proxy.ts` and the matcher\n\n## Abuse limits\n',
  'lib/auth/session.ts': 'export {}\n',
}

describe('githubSlug and headingAnchors', () => {
  it('make the anchors GitHub makes', () => {
    expect(githubSlug('Rendering: static first')).toBe('rendering-static-first')
    expect(githubSlug('`proxy.ts` and the matcher')).toBe('proxyts-and-the-matcher')
    expect(githubSlug('Cash on delivery: 24 hours, 3 orders')).toBe('cash-on-delivery-24-hours-3-orders')
    expect([...headingAnchors(DOCS['docs/security.md'])]).toEqual([
      'security',
      'abuse-limits',
      'proxyts-and-the-matcher',
      'abuse-limits-1',
    ])
  })

  it('ignore headings inside fenced code', () => {
    expect([...headingAnchors('# A\n```sh\n# not a heading\n```\n')]).toEqual(['a'])
  })
})

describe('findBrokenReferences', () => {
  it('passes references that hold', () => {
    expect(
      fixture({
        ...DOCS,
        'docs/more.md': [
          '# More',
          'See [limits](security.md#abuse-limits), [the top](#more), [README](../README.md#two-commands)',
          'and `lib/auth/session.ts`, `lib/auth/`, `lib/<concern>/`, `docs/security.md#abuse-limits-1`.',
          '```sh',
          'see [nothing](nowhere.md) and `lib/not/here.ts`',
          '```',
        ].join('\n'),
        'lib/a.ts': [
          '// docs/security.md#proxyts-and-the-matcher, (README, "Production settings"), README.md,',
          '// "Two commands", docs/security.md, "Abuse',
          '// limits", https://example.com/docs/NOTES.md',
        ].join('\n'),
      }),
    ).toEqual([])
  })

  it('fails on a link to a missing file or heading', () => {
    expect(
      fixture({
        ...DOCS,
        'docs/more.md': '# More\n\n[a](nope.md) [b](security.md#rate-limits) [c](#less)\n',
      }),
    ).toEqual([
      'docs/more.md:3: link (nope.md): docs/nope.md does not exist',
      'docs/more.md:3: link (security.md#rate-limits): docs/security.md has no heading with the anchor #rate-limits',
      'docs/more.md:3: link (#less): docs/more.md has no heading with the anchor #less',
    ])
  })

  it('fails on a written-out docs path or anchor that does not exist, in code too', () => {
    expect(
      fixture({
        ...DOCS,
        'lib/a.ts': '// docs/security.md#rate-limits\n// the figures are in docs/bench-notes.md\n',
      }),
    ).toEqual([
      'lib/a.ts:1: docs/security.md#rate-limits: docs/security.md has no heading with the anchor #rate-limits',
      'lib/a.ts:2: docs/bench-notes.md: docs/bench-notes.md does not exist',
    ])
  })

  it('fails on a section named by title that its file lacks, even across comment lines', () => {
    expect(
      fixture({
        ...DOCS,
        'lib/a.ts': '/*\n * (README, "Abuse limits") and (docs/security.md, "Rate\n * limits")\n */\n',
        '.env.example': '# (README.md, "E-mail")\n# (docs/gone.md, "Anything")\n',
      }),
    ).toEqual([
      'lib/a.ts:2: README, "Abuse limits": README.md has no such heading',
      'lib/a.ts:2: docs/security.md, "Rate limits": docs/security.md has no such heading',
      '.env.example:1: README.md, "E-mail": README.md has no such heading',
      '.env.example:2: docs/gone.md, "Anything": docs/gone.md does not exist',
    ])
  })

  it('fails on a backticked repository path in markdown that does not exist', () => {
    expect(
      fixture({
        ...DOCS,
        'docs/more.md': '# More\n\n`lib/auth/sessions.ts` and `components/header/`, not `npm run lint`\n',
      }),
    ).toEqual([
      'docs/more.md:3: `lib/auth/sessions.ts`: lib/auth/sessions.ts does not exist',
      'docs/more.md:3: `components/header/`: components/header/ does not exist',
    ])
  })
})

describe('this repository', () => {
  it('has no broken reference between its docs and its code (node scripts/check-doc-links.mjs)', () => {
    const root = process.cwd()
    const problems = findBrokenReferences(repositoryFiles(root), repositoryOnDisk(root))
    expect(problems.map(({ path, line, message }) => `${path}:${line}: ${message}`)).toEqual([])
  })
})
