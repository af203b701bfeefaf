import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { allArtwork, ARTWORK_FOLDERS } from './all-artwork'

const repoRoot = path.join(__dirname, '../..')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

// The committed pictures are what `npm run images` draws: the drawings and the catalogue agree, and
// nobody hand-edited a file the generator would overwrite.
describe('allArtwork', () => {
  const artwork = allArtwork()

  it('draws every committed picture byte for byte', () => {
    const different = artwork.filter(({ file, svg }) => {
      const committed = path.join(repoRoot, file)
      return !existsSync(committed) || readFileSync(committed, 'utf8') !== svg
    })
    expect(different.map(({ file }) => file)).toEqual([])
  })

  it('leaves no picture in its folders that it does not draw', () => {
    const committed = ARTWORK_FOLDERS.flatMap((folder) =>
      filesUnder(path.join(repoRoot, 'assets', 'artwork', folder)),
    ).map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
    expect(committed.sort()).toEqual(
      artwork
        .map(({ file }) => file)
        .filter((file) => file.startsWith('assets/artwork/'))
        .sort(),
    )
  })

  it('draws self-contained SVG: no text, no raster, no external reference', () => {
    for (const { svg } of artwork) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" /)
      expect(svg).not.toMatch(/<text|<image|href=|@import|url\((?!#)/)
    }
  })
})
