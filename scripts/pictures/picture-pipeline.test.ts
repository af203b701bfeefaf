import { isBuilt, pictureSources, readRecord } from './picture-pipeline'

// The pipeline's files are committed, so a fresh clone builds nothing: they must be what the sources make.
describe('the photo pipeline', () => {
  const sources = pictureSources()
  const record = readRecord()

  it('has built every picture from its current source, all widths and formats (else: npm run pictures)', () => {
    const stale = sources.filter((source) => !isBuilt(source, record.pictures[source.name]))
    expect(stale.map((source) => source.name)).toEqual([])
    expect(Object.keys(record.pictures).sort()).toEqual(sources.map((source) => source.name).sort())
  })

  it("makes product 1's pictures from its photographs, in file-name order, and the rest from drawings", () => {
    const byName = new Map(sources.map((source) => [source.name, source.file]))
    expect(byName.get('products/1')).toBe('assets/photos/products/1/1-front.jpg')
    expect(byName.get('products/1-hover')).toBe('assets/photos/products/1/2-back.jpg')
    expect(byName.get('products/2')).toBe('assets/artwork/products/2.svg')
    expect(byName.get('heroes/abayas')).toBe('assets/artwork/heroes/abayas.svg')
  })

  it('keeps a tiny WebP placeholder for each picture', () => {
    for (const source of sources) {
      const placeholder = record.pictures[source.name]?.placeholder ?? ''
      expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/)
      expect(placeholder.length).toBeLessThan(400)
    }
  })
})
