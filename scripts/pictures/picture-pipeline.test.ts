import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { pictureKindOf } from '../../data/picture-kinds'
import { cropped, outputFiles, isBuilt, pictureSources, readRecord } from './picture-pipeline'

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

  it('draws every picture opaque: no alpha channel in its files or its placeholder', async () => {
    const sample = ['products/1', 'products/4', 'home/slide-1', 'home/category-abayas', 'avatars/ayesha']
    for (const name of sample) {
      const source = sources.find((candidate) => candidate.name === name)!
      for (const file of outputFiles(source)) {
        const { hasAlpha, channels } = await sharp(path.join('public', file)).metadata()
        expect({ file, hasAlpha, channels }).toEqual({ file, hasAlpha: false, channels: 3 })
      }
      const placeholder = record.pictures[name]!.placeholder.replace(/^data:image\/webp;base64,/, '')
      expect((await sharp(Buffer.from(placeholder, 'base64')).metadata()).hasAlpha).toBe(false)
    }
  })

  it('puts a transparent source (a cut-out product PNG) on white, not black', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'cut-out-'))
    const file = path.join(folder, 'cut-out.svg')
    // A plum square in the middle of a transparent 600 × 800 canvas.
    writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect x="200" y="300" width="200" height="200" fill="#5b2150"/></svg>',
    )
    const source = {
      name: 'products/cut-out',
      file: path.relative(process.cwd(), file),
      kind: pictureKindOf('products/cut-out')!,
    }
    const { data, info } = await cropped(source, 60).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(3)
    const pixel = (x: number, y: number) => [...data.subarray((y * 60 + x) * 3, (y * 60 + x) * 3 + 3)]
    expect(pixel(2, 2)).toEqual([255, 255, 255])
    expect(pixel(30, 40)).toEqual([0x5b, 0x21, 0x50])
  })

  it("writes a slide's narrow crop: its middle at the whole slide's scale, in every width and format", async () => {
    const slide = sources.find((source) => source.name === 'home/slide-1')!
    expect(outputFiles(slide).filter((file) => file.includes('-narrow-'))).toEqual([
      '/pictures/home/slide-1-narrow-350.avif',
      '/pictures/home/slide-1-narrow-350.webp',
      '/pictures/home/slide-1-narrow-525.avif',
      '/pictures/home/slide-1-narrow-525.webp',
      '/pictures/home/slide-1-narrow-700.avif',
      '/pictures/home/slide-1-narrow-700.webp',
    ])
    const size = async (file: string) => {
      const { width, height } = await sharp(path.join('public', file)).metadata()
      return [width, height]
    }
    expect(await size('/pictures/home/slide-1-narrow-700.avif')).toEqual([700, 700])
    expect(await size('/pictures/home/slide-1-narrow-350.webp')).toEqual([350, 350])
    // The whole slide at 1600 px, cut to its middle 700, is the crop: the same pixels, give or take encoding.
    const whole = await sharp(path.join('public', '/pictures/home/slide-1-1600.webp'))
      .extract({ left: 450, top: 0, width: 700, height: 700 })
      .resize(7, 7)
      .raw()
      .toBuffer()
    const crop = await sharp(path.join('public', '/pictures/home/slide-1-narrow-700.webp'))
      .resize(7, 7)
      .raw()
      .toBuffer()
    const difference = whole.reduce((sum, value, index) => sum + Math.abs(value - (crop[index] ?? 0)), 0)
    expect(difference / whole.length).toBeLessThan(6)
  })
})
