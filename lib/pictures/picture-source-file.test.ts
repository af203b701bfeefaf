import path from 'node:path'
import { pictureSourceFile, pictureSourceMediaType } from './picture-source-file'

jest.mock('server-only', () => ({}))
jest.mock('./built-pictures.json', () => ({
  pictures: {
    'products/1': { source: 'assets/photos/products/1/1-front.jpg' },
    'home/slide-1': { source: 'assets/artwork/home/slide-1.svg' },
    'products/666': { source: '../secrets/key.pem' },
  },
}))

const assets = path.join(process.cwd(), 'assets')

describe('pictureSourceFile', () => {
  it('names the photograph the pipeline built a picture from', () => {
    expect(pictureSourceFile('products/1')).toBe(path.join(assets, 'photos', 'products', '1', '1-front.jpg'))
  })

  it('names the drawing for a picture made from artwork, and for one the pipeline has not built yet', () => {
    expect(pictureSourceFile('home/slide-1')).toBe(path.join(assets, 'artwork', 'home', 'slide-1.svg'))
    expect(pictureSourceFile('products/2')).toBe(path.join(assets, 'artwork', 'products', '2.svg'))
  })

  it('refuses a source outside assets/', () => {
    expect(() => pictureSourceFile('products/666')).toThrow('A picture source outside assets/')
  })
})

describe('pictureSourceMediaType', () => {
  it('knows the source formats and refuses others', () => {
    expect(pictureSourceMediaType('a/b.JPG')).toBe('image/jpeg')
    expect(pictureSourceMediaType('a/b.svg')).toBe('image/svg+xml')
    expect(() => pictureSourceMediaType('a/b.gif')).toThrow('Not a picture source')
  })
})
