/**
 * Keeps the references between docs and code true: `node scripts/check-doc-links.mjs` (and
 * scripts/check-doc-links.test.ts, so `npm test` runs it) fails on
 *
 * - a markdown link to a file that does not exist, or to a heading anchor (GitHub's slug) that its file lacks;
 * - `docs/x.md#anchor` written out in code or docs whose file or heading does not exist, and any other
 *   `something.md` named there that is not in the repository;
 * - `README, "Section"`, `README.md, "Section"` or `docs/x.md, "Section"` whose file has no such heading;
 * - a backticked repository path in markdown (`lib/…`, `components/…`, `app/…`, …) that does not exist.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Files whose text is searched for references. */
const SCANNED = /\.(?:md|ts|tsx|mts|cts|js|mjs|cjs|css|ya?ml)$|(?:^|\/)\.env\.example$/
/** This check and its test name broken references on purpose, as examples. */
const NOT_SCANNED = new Set(['scripts/check-doc-links.mjs', 'scripts/check-doc-links.test.ts'])
/** Folders whose paths, backticked in markdown, must exist. */
const REPO_FOLDERS = ['lib', 'components', 'app', 'scripts', 'e2e', 'docs', 'data', 'test']
/** A placeholder, not a path: `lib/<concern>/`, `e2e/*.spec.ts`, `app/{group}/…`. */
const PLACEHOLDER = /[<>*{}…$]|\.\.\./

/** GitHub's anchor for a heading: lower case, punctuation dropped but hyphens and underscores, spaces to '-'. */
export function githubSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a markdown file's headings (outside fenced code), repeats numbered as GitHub does. */
export function headingAnchors(markdown) {
  const anchors = new Set()
  const seen = new Map()
  let fence = null
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1]
    if (fenceMark) {
      fence = fence === fenceMark ? null : (fence ?? fenceMark)
      continue
    }
    if (fence) continue
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = githubSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length
}

/** A markdown file's text with fenced code blocks blanked (line numbers kept). */
function withoutFences(markdown) {
  let fence = null
  return markdown
    .split('\n')
    .map((line) => {
      const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1]
      if (fenceMark) {
        fence = fence === fenceMark ? null : (fence ?? fenceMark)
        return ''
      }
      return fence ? '' : line
    })
    .join('\n')
}

/**
 * Every broken reference in `files` ({ path, text }, paths relative to the repository root, '/'-separated),
 * as { path, line, message }. `repo.exists(path)` says whether a file or folder exists; `repo.read(path)`
 * gives a markdown file's text.
 */
export function findBrokenReferences(files, repo) {
  const anchorsByFile = new Map()
  const anchorsOf = (file) => {
    if (!anchorsByFile.has(file)) anchorsByFile.set(file, headingAnchors(repo.read(file) ?? ''))
    return anchorsByFile.get(file)
  }
  const problems = []
  const seen = new Set()
  const report = (file, text, index, message) => {
    const line = lineOf(text, index)
    const key = `${file}:${line}:${message}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push({ path: file, line, message })
  }
  /** Checks a target (already resolved from the root) and its anchor. */
  const checkTarget = (file, text, index, target, anchor, shown) => {
    if (!repo.exists(target)) return report(file, text, index, `${shown}: ${target} does not exist`)
    if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor.toLowerCase())) {
      report(file, text, index, `${shown}: ${target} has no heading with the anchor #${anchor}`)
    }
  }

  for (const { path: file, text: raw } of files) {
    const isMarkdown = file.endsWith('.md')
    const text = isMarkdown ? withoutFences(raw) : raw
    const folder = path.posix.dirname(file)
    const fromHere = (target) => path.posix.normalize(path.posix.join(folder, target))
    // A name for a document: README and docs/ are named from the root, others from the naming file's folder.
    const fromRootOrHere = (target) =>
      target === 'README.md' || target.startsWith('docs/') ? target : fromHere(target)

    if (isMarkdown) {
      for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]
        if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(target)) continue
        const [filePart, anchor] = target.split('#')
        const resolved = filePart === '' ? file : fromHere(decodeURI(filePart))
        checkTarget(file, text, match.index, resolved, anchor, `link (${target})`)
      }
      for (const match of text.matchAll(/`([^`\n]+)`/g)) {
        const named = match[1].replace(/[.,:;)]+$/, '')
        const [first] = named.split('/')
        if (!named.includes('/') || !REPO_FOLDERS.includes(first) || PLACEHOLDER.test(named)) continue
        if (/\s/.test(named)) continue
        const [filePart, anchor] = named.split('#')
        checkTarget(file, text, match.index, filePart.replace(/:\d+$/, ''), anchor, `\`${named}\``)
      }
    }

    // Documents named in prose or comments, with or without an anchor (URLs are not followed).
    for (const match of text.matchAll(
      /(?<![\w./:@-])((?:\.\.\/)?[\w./-]*[\w-]\.md)(?:#([\p{L}\p{N}_-]+))?/gu,
    )) {
      const [shown, target, anchor] = match
      if (isMarkdown && text[match.index - 1] === '(' && text[match.index - 2] === ']') continue
      // `docs/x.md, "Section"` is checked below, the file included.
      if (!anchor && /^,(?:\s|\/\/|\*|#)*"/.test(text.slice(match.index + shown.length))) continue
      checkTarget(file, text, match.index, fromRootOrHere(target), anchor, shown)
    }

    // README, "Section" and docs/x.md, "Section": the heading must exist. A comment may break the quote.
    for (const match of text.matchAll(
      /(?<![\w./-])(README(?:\.md)?|docs\/[\w-]+\.md),(?:\s|\/\/|\*|#)*"([^"]{1,200}?)"/g,
    )) {
      const target = match[1] === 'README' ? 'README.md' : match[1]
      const section = match[2].replace(/\s*\n\s*(?:\/\/|\*|#)?\s*/g, ' ').trim()
      if (!repo.exists(target)) {
        report(file, text, match.index, `${match[1]}, "${section}": ${target} does not exist`)
      } else if (!anchorsOf(target).has(githubSlug(section))) {
        report(file, text, match.index, `${match[1]}, "${section}": ${target} has no such heading`)
      }
    }
  }
  return problems
}

/** The repository's tracked text files that may hold references. */
export function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return listed
    .split('\0')
    .filter((file) => file && SCANNED.test(file) && !file.startsWith('public/') && !NOT_SCANNED.has(file))
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }))
}

/** The repository on disk, as findBrokenReferences reads it. */
export function repositoryOnDisk(root) {
  return {
    exists: (file) => existsSync(path.join(root, file)),
    read: (file) =>
      existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined,
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = process.cwd()
  const problems = findBrokenReferences(repositoryFiles(root), repositoryOnDisk(root))
  for (const { path: file, line, message } of problems) console.error(`${file}:${line}: ${message}`)
  if (problems.length > 0) {
    console.error(`\n${problems.length} broken reference(s) between docs and code.`)
    process.exitCode = 1
  } else {
    console.log('Every reference between docs and code holds.')
  }
}
