import type { BlogPost } from './schemas'

/** The journal behind 'Inspire Your Look'; newest first. */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    slug: 'how-to-style-an-abaya-for-eid',
    title: 'How to Style an Abaya for Eid',
    excerpt:
      'Five simple ways to make a favourite abaya feel festive, from a statement belt to the right hijab drape.',
    image: 'blog/how-to-style-an-abaya-for-eid',
    publishedOn: '2026-03-10',
    body: [
      'Eid mornings are busy: Fajr, the Eid prayer, breakfast with family and a long round of visits. The abaya you choose has to look special in photographs and still be comfortable after a day of hugging cousins and carrying plates. The good news is that you do not need a new wardrobe, just a few thoughtful touches.',
      'Start with fabric. Crepe and silk blends hold their shape and catch the light softly, so even a simple cut looks polished. If you are celebrating in the heat, a lined chiffon or a linen-blend abaya keeps you cool while still moving beautifully.',
      'Next, define the waist. A slim gold buckle belt or a wide obi sash turns a straight abaya into a tailored silhouette in seconds. Choose a belt in a tone from your embroidery or jewellery so the look feels deliberate.',
      'Let the hijab do some of the work. A silk or pearl-edged chiffon hijab in a soft contrasting shade, blush with black or gold with navy, frames the face and lifts the whole outfit. Pin it neatly at the shoulder with a pearl pin or a small brooch.',
      'Finish with comfortable shoes and one piece of jewellery: pearl drops or a stack of fine bangles are enough. Eid is long, so choose cushioned khussas or block-heel mules you can walk and sit in all day.',
    ],
  },
  {
    id: 2,
    slug: 'hijab-fabrics-guide',
    title: 'The Hijab Fabrics Guide',
    excerpt:
      'Chiffon, silk, jersey, cotton or crepe? How each hijab fabric drapes, breathes and behaves through the day.',
    image: 'blog/hijab-fabrics-guide',
    publishedOn: '2026-05-22',
    body: [
      'The right hijab fabric can make the difference between a scarf you adjust all day and one you forget you are wearing. Each fabric has its own personality, and knowing it helps you choose for the weather, the occasion and your own style.',
      'Jersey is the everyday hero. It stretches, grips gently and needs few or no pins, which makes it ideal for school runs, university and travel. Choose a cotton or modal jersey for breathability in the summer.',
      'Chiffon is light and elegant, with a floaty drape that suits layered styles. Premium chiffon is more opaque and less slippery than cheap versions; wear it over an underscarf and secure it with a pin or magnet.',
      'Silk is for special days. It has a natural sheen and feels cool against the skin, but it can slide, so pair it with a grippy underscarf. Hand wash it gently and press on a low heat.',
      'Crinkle crepe and cotton sit in between: easy to style, no ironing needed for crepe, and breathable cotton for the hottest months. Build a small wardrobe of each and you will always have the right hijab to hand.',
    ],
  },
  {
    id: 3,
    slug: 'halal-beauty-essentials',
    title: 'Halal Beauty Essentials',
    excerpt:
      'What halal certification really means for makeup and skincare, and the five products we reach for every day.',
    image: 'blog/halal-beauty-essentials',
    publishedOn: '2026-08-14',
    body: [
      'Halal beauty is about more than avoiding a few ingredients. A certified product has been checked from the source of every ingredient to the way it is manufactured, so nothing animal-derived from a non-halal source or alcohol-based is hiding in the formula.',
      'Start with skin. A gentle, soap-free cleanser and a hydrating serum with rosewater or hyaluronic acid keep skin calm under the sun and under a hijab. In the morning, finish with a lightweight SPF; certified sunscreens are now every bit as elegant as the rest.',
      'For colour, a long-wearing halal lipstick and a smudge-proof kajal cover most days. A breathable cushion foundation evens skin without feeling heavy in the heat.',
      'Wudu-friendly nail polish lets water reach the nail, so you can wear colour and pray without removing it. Check for a breathability certification as well as the halal mark.',
      'Finally, treat covered hair with care: a light oil once a week and a fresh, sulphate-free shampoo keep the scalp healthy. Small, steady habits make the biggest difference.',
    ],
  },
]
