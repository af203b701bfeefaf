import { parseShareTarget, type ShareTarget } from '@/lib/campaigns/link-target'
import { sharePreview } from './share-preview'

const SHOP = 'http://localhost:3000'

function target(path: string): ShareTarget {
  const parsed = parseShareTarget(path, SHOP)
  if (!parsed.ok) throw new Error(`not a target: ${path}`)
  return parsed.target
}

describe('sharePreview', () => {
  it("shows a filtered listing with its listing's title, description and picture", () => {
    const preview = sharePreview(target('/clothing/abayas?color=black'))
    expect(preview.title).toBe('Abayas')
    expect(preview.description.length).toBeGreaterThan(20)
    expect(preview.image?.url).toBe(`${SHOP}/clothing/abayas/opengraph-image`)
  })

  it('shows an Urdu page in Urdu, with the shared English picture', () => {
    const english = sharePreview(target('/product/1'))
    const urdu = sharePreview(target('/ur/product/1'))
    expect(urdu.title).not.toBe(english.title)
    expect(urdu.image?.url).toBe(english.image?.url)
  })

  it('has no picture for search results, as their page has none', () => {
    expect(sharePreview(target('/search?q=silk')).image).toBeNull()
    expect(sharePreview(target('/search?q=silk')).title).toBe('Search: silk')
  })
})
