import type { Category } from './schemas'

/**
 * The 17 listing categories, in the specification's order, with the hero titles it gives. Each lives at
 * /{group}/{slug}; the id ranges are the specification's and are checked against data/products.ts in tests.
 */
export const categories: readonly Category[] = [
  {
    slug: 'abayas',
    group: 'clothing',
    name: 'Abayas',
    heroTitle: 'Discover Timeless Abayas',
    heroSubtitle: 'Flowing silhouettes in premium fabrics, made for every day and every celebration.',
    collectionHeading: 'The Abaya Collection',
    collectionBlurb:
      'From classic black to embroidered occasion pieces, each abaya is cut for graceful movement and tailored coverage.',
    heroImage: 'heroes/abayas',
    idRange: [1, 8],
    metaDescription:
      'Shop modest abayas at Fatin: classic black, embroidered, open-front and occasion abayas in premium fabrics. Free shipping over $50.',
  },
  {
    slug: 'jilbabs',
    group: 'clothing',
    name: 'Jilbabs',
    heroTitle: 'Embrace Modest Jilbabs',
    heroSubtitle: 'Full-coverage jilbabs that pair comfort with quiet elegance.',
    collectionHeading: 'The Jilbab Collection',
    collectionBlurb:
      'One-piece and two-piece jilbabs and prayer dresses in breathable fabrics, easy to wear from morning to night.',
    heroImage: 'heroes/jilbabs',
    idRange: [101, 108],
    metaDescription:
      'Shop jilbabs and prayer dresses at Fatin: one-piece and two-piece styles in breathable, full-coverage fabrics.',
  },
  {
    slug: 'kaftans',
    group: 'clothing',
    name: 'Kaftans',
    heroTitle: 'Effortless Kaftan Elegance',
    heroSubtitle: 'Relaxed shapes and rich detail for slow days and festive evenings.',
    collectionHeading: 'The Kaftan Collection',
    collectionBlurb:
      'Embroidered, printed and beaded kaftans with generous sleeves and a flattering, easy drape.',
    heroImage: 'heroes/kaftans',
    idRange: [201, 208],
    metaDescription:
      'Shop modest kaftans at Fatin: embroidered, printed and beaded kaftans for home, Eid and evening occasions.',
  },
  {
    slug: 'long-dresses',
    group: 'clothing',
    name: 'Long Dresses',
    heroTitle: 'Graceful Long Dresses',
    heroSubtitle: 'Maxi dresses and skirts with full sleeves and floor-sweeping hems.',
    collectionHeading: 'The Long Dress Collection',
    collectionBlurb:
      'Tiered, pleated and wrap styles for work, weddings and weekends, always long-sleeved and ankle-length.',
    heroImage: 'heroes/long-dresses',
    idRange: [301, 308],
    metaDescription:
      'Shop modest long dresses and maxi skirts at Fatin: long-sleeved, ankle-length styles for every occasion.',
  },
  {
    slug: 'tunics',
    group: 'clothing',
    name: 'Tunics',
    heroTitle: 'Versatile Modest Tunics',
    heroSubtitle: 'Long tunics that layer beautifully over trousers, skirts and dresses.',
    collectionHeading: 'The Tunic Collection',
    collectionBlurb: 'Knee-length and longer tunics with relaxed fits, side slits and thoughtful details.',
    heroImage: 'heroes/tunics',
    idRange: [401, 408],
    metaDescription:
      'Shop modest tunics at Fatin: long, relaxed tunics in cotton, linen and crepe to layer over trousers and skirts.',
  },
  {
    slug: 'scarves',
    group: 'hijabs',
    name: 'Scarves',
    heroTitle: 'Elegant Scarves',
    heroSubtitle: 'Soft, breathable hijab scarves in every shade you love.',
    collectionHeading: 'The Scarf Collection',
    collectionBlurb: 'Chiffon, silk, jersey and cotton scarves that drape well and stay put all day.',
    heroImage: 'heroes/scarves',
    idRange: [901, 908],
    metaDescription:
      'Shop hijab scarves at Fatin: silk, chiffon, jersey and cotton hijabs in soft, breathable fabrics from $15.99.',
  },
  {
    slug: 'shawls',
    group: 'hijabs',
    name: 'Shawls',
    heroTitle: 'Flowing Shawls',
    heroSubtitle: 'Generous wraps for warmth, coverage and a graceful finish.',
    collectionHeading: 'The Shawl Collection',
    collectionBlurb:
      'Wide shawls in cotton, linen and silk blends, from everyday wraps to embroidered pieces.',
    heroImage: 'heroes/shawls',
    idRange: [1001, 1006],
    metaDescription:
      'Shop hijab shawls at Fatin: wide cotton, linen and silk-blend shawls for everyday wear and special occasions.',
  },
  {
    slug: 'khimars',
    group: 'hijabs',
    name: 'Khimars',
    heroTitle: 'Graceful Khimars',
    heroSubtitle: 'Easy, full-coverage khimars that slip on in seconds.',
    collectionHeading: 'The Khimar Collection',
    collectionBlurb:
      'Single and double-layer khimars that cover the chest and back with a soft, flowing fall.',
    heroImage: 'heroes/khimars',
    idRange: [1101, 1104],
    metaDescription:
      'Shop khimars at Fatin: single and double-layer khimars in chiffon and jersey for quick, full coverage.',
  },
  {
    slug: 'pins-&-accessories',
    group: 'hijabs',
    name: 'Pins & Accessories',
    heroTitle: 'Elegant Accessories',
    heroSubtitle: 'Pins, magnets and underscarves that keep every hijab style in place.',
    collectionHeading: 'Hijab Pins & Accessories',
    collectionBlurb:
      'The small essentials behind a neat hijab: pearl pins, magnets, underscarves and brooches.',
    heroImage: 'heroes/pins-accessories',
    idRange: [1201, 1206],
    metaDescription:
      'Shop hijab pins and accessories at Fatin: pearl pins, hijab magnets, underscarves and brooches.',
  },
  {
    slug: 'makeup',
    group: 'beauty',
    name: 'Makeup',
    heroTitle: 'Makeup',
    heroSubtitle: 'Breathable, wudu-friendly colour for every skin tone.',
    collectionHeading: 'Makeup',
    collectionBlurb:
      'Lipsticks, foundations and liners made without animal-derived or alcohol-based ingredients.',
    heroImage: 'heroes/makeup',
    idRange: [1301, 1304],
    metaDescription:
      'Shop halal makeup at Fatin: breathable lipsticks, foundations and liners free from animal-derived ingredients.',
  },
  {
    slug: 'skincare',
    group: 'beauty',
    name: 'Skincare',
    heroTitle: 'Skincare',
    heroSubtitle: 'Gentle care for skin that lives under the sun and under a hijab.',
    collectionHeading: 'Skincare',
    collectionBlurb: 'Cleansers, serums and moisturisers with clean, halal-certified ingredients.',
    heroImage: 'heroes/skincare',
    idRange: [1401, 1404],
    metaDescription:
      'Shop halal skincare at Fatin: gentle cleansers, serums and moisturisers with clean, certified ingredients.',
  },
  {
    slug: 'haircare',
    group: 'beauty',
    name: 'Haircare',
    heroTitle: 'Haircare',
    heroSubtitle: 'Nourishing care for hair that spends the day covered.',
    collectionHeading: 'Haircare',
    collectionBlurb: 'Light oils, shampoos and masks that keep covered hair healthy, fresh and strong.',
    heroImage: 'heroes/haircare',
    idRange: [1501, 1504],
    metaDescription:
      'Shop halal haircare at Fatin: nourishing oils, shampoos and masks made for hair that is covered all day.',
  },
  {
    slug: 'halal-certified',
    group: 'beauty',
    name: 'Halal Certified',
    heroTitle: 'Halal Certified',
    heroSubtitle: 'Beauty you can trust, certified halal from ingredient to bottle.',
    collectionHeading: 'Halal Certified Beauty',
    collectionBlurb:
      'Every product here carries an independent halal certification for its ingredients and process.',
    heroImage: 'heroes/halal-certified',
    idRange: [1601, 1604],
    metaDescription:
      'Shop halal-certified beauty at Fatin: makeup and skincare independently certified from ingredient to bottle.',
  },
  {
    slug: 'jewelry',
    group: 'accessories',
    name: 'Jewelry',
    heroTitle: 'Jewelry',
    heroSubtitle: 'Delicate pieces that catch the light.',
    collectionHeading: 'Jewelry',
    collectionBlurb: 'Pearl earrings, gold bangles, pendants and rings to finish a modest look.',
    heroImage: 'heroes/jewelry',
    idRange: [1701, 1704],
    metaDescription:
      'Shop jewelry at Fatin: pearl earrings, gold bangles, pendants and rings to finish every modest outfit.',
  },
  {
    slug: 'handbags',
    group: 'accessories',
    name: 'Handbags',
    heroTitle: 'Handbags',
    heroSubtitle: 'Structured totes and soft clutches for every day out.',
    collectionHeading: 'Handbags',
    collectionBlurb: 'Roomy totes, crossbody bags and evening clutches in quality finishes.',
    heroImage: 'heroes/handbags',
    idRange: [1801, 1804],
    metaDescription:
      'Shop handbags at Fatin: roomy totes, crossbody bags and evening clutches to carry with every outfit.',
  },
  {
    slug: 'belts',
    group: 'accessories',
    name: 'Belts',
    heroTitle: 'Belts',
    heroSubtitle: 'Define the waist of an abaya or kaftan with ease.',
    collectionHeading: 'Belts',
    collectionBlurb: 'Slim, wide and embellished belts that shape a flowing silhouette.',
    heroImage: 'heroes/belts',
    idRange: [1901, 1904],
    metaDescription:
      'Shop belts at Fatin: slim, wide and embellished belts that shape abayas, kaftans and long dresses.',
  },
  {
    slug: 'shoes',
    group: 'accessories',
    name: 'Shoes',
    heroTitle: 'Shoes',
    heroSubtitle: 'Comfortable flats, mules and heels to walk in all day.',
    collectionHeading: 'Shoes',
    collectionBlurb: 'Cushioned flats, mules, loafers and block heels to pair with long hemlines.',
    heroImage: 'heroes/shoes',
    idRange: [2001, 2004],
    metaDescription:
      'Shop shoes at Fatin: cushioned flats, mules, loafers and block heels that pair with long, modest hemlines.',
  },
]
