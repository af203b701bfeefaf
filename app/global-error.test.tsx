import { renderToStaticMarkup } from 'react-dom/server'

let mockPathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }))
// The stylesheet import is the build's business; the fonts only name their CSS variables here.
jest.mock('./globals.css', () => ({}))
jest.mock('@/lib/fonts', () => ({
  latinFontVariables: 'latin-fonts',
  nastaliq: { variable: 'nastaliq-font' },
}))

import GlobalError from './global-error'

const page = (pathname: string) => {
  mockPathname = pathname
  return renderToStaticMarkup(<GlobalError error={new Error('layout failed')} retry={() => {}} />)
}

describe('the page shown when the whole shop fails', () => {
  it('speaks English at an English address', () => {
    const html = page('/clothing/abayas')
    expect(html).toContain('<html lang="en" dir="ltr"')
    expect(html).toContain('<title>Something went wrong | Fatin</title>')
    expect(html).toContain('Try again')
  })

  it('speaks Urdu, right to left, at an Urdu address', () => {
    const html = page('/ur/clothing/abayas')
    expect(html).toContain('<html lang="ur" dir="rtl"')
    expect(html).toContain('کچھ گڑبڑ ہو گئی')
    expect(html).toContain('دوبارہ کوشش کریں')
    expect(html).not.toContain('Try again')
  })
})
