/** Category hero banners: which products stand in each. */
import { categories } from '../../../data/categories'
import type { CategorySlug } from '../../../data/schemas'
import { Doc } from '../svg-doc'
import { banner, type BannerSubject } from './banner'

const GROUP_ACCENTS: Record<string, string> = {
  clothing: '#b0607f',
  hijabs: '#c98a9c',
  beauty: '#d08a8f',
  accessories: '#c9a14a',
}

/** Which products stand in each category's banner (first colour unless given). */
const HERO_SUBJECTS: Record<CategorySlug, BannerSubject[]> = {
  abayas: [
    { id: 5, at: 0.6, scale: 0.95 },
    { id: 2, at: 0.76, scale: 1.05 },
    { id: 6, at: 0.92, scale: 0.95 },
  ],
  jilbabs: [
    { id: 101, at: 0.6, scale: 0.95 },
    { id: 105, at: 0.76, scale: 1.05 },
    { id: 104, at: 0.92, scale: 0.95, colour: 1 },
  ],
  kaftans: [
    { id: 202, at: 0.6, scale: 0.95 },
    { id: 206, at: 0.76, scale: 1.05 },
    { id: 201, at: 0.92, scale: 0.95 },
  ],
  'long-dresses': [
    { id: 306, at: 0.6, scale: 0.95 },
    { id: 304, at: 0.76, scale: 1.05 },
    { id: 303, at: 0.92, scale: 0.95 },
  ],
  tunics: [
    { id: 404, at: 0.6, scale: 0.95 },
    { id: 401, at: 0.76, scale: 1.05, colour: 1 },
    { id: 405, at: 0.92, scale: 0.95 },
  ],
  scarves: [
    { id: 902, at: 0.6, scale: 0.9 },
    { id: 903, at: 0.76, scale: 1 },
    { id: 905, at: 0.92, scale: 0.9 },
  ],
  shawls: [
    { id: 1002, at: 0.6, scale: 0.9 },
    { id: 1006, at: 0.76, scale: 1 },
    { id: 1003, at: 0.92, scale: 0.9 },
  ],
  khimars: [
    { id: 1104, at: 0.6, scale: 0.95 },
    { id: 1101, at: 0.76, scale: 1.05 },
    { id: 1102, at: 0.92, scale: 0.95 },
  ],
  'pins-&-accessories': [
    { id: 1201, at: 0.6, scale: 0.85 },
    { id: 1204, at: 0.76, scale: 0.95 },
    { id: 1202, at: 0.92, scale: 0.85 },
  ],
  makeup: [
    { id: 1301, at: 0.6, scale: 0.85 },
    { id: 1304, at: 0.76, scale: 0.95 },
    { id: 1302, at: 0.92, scale: 0.85 },
  ],
  skincare: [
    { id: 1401, at: 0.6, scale: 0.85 },
    { id: 1403, at: 0.76, scale: 0.95 },
    { id: 1402, at: 0.92, scale: 0.85 },
  ],
  haircare: [
    { id: 1501, at: 0.6, scale: 0.85 },
    { id: 1502, at: 0.76, scale: 0.95 },
    { id: 1503, at: 0.92, scale: 0.85 },
  ],
  'halal-certified': [
    { id: 1604, at: 0.6, scale: 0.85 },
    { id: 1601, at: 0.76, scale: 0.95 },
    { id: 1602, at: 0.92, scale: 0.85 },
  ],
  jewelry: [
    { id: 1701, at: 0.6, scale: 0.85 },
    { id: 1702, at: 0.76, scale: 0.95 },
    { id: 1704, at: 0.92, scale: 0.85 },
  ],
  handbags: [
    { id: 1802, at: 0.6, scale: 0.85 },
    { id: 1801, at: 0.76, scale: 0.95 },
    { id: 1803, at: 0.92, scale: 0.85 },
  ],
  belts: [
    { id: 1902, at: 0.64, scale: 0.9 },
    { id: 1901, at: 0.87, scale: 0.9 },
  ],
  shoes: [
    { id: 2003, at: 0.6, scale: 0.85 },
    { id: 2001, at: 0.76, scale: 0.95, colour: 1 },
    { id: 2002, at: 0.92, scale: 0.85 },
  ],
}

const BUSTS: readonly CategorySlug[] = ['scarves']

export function heroSvg(slug: CategorySlug): string {
  const category = categories.find((c) => c.slug === slug)!
  const doc = new Doc()
  const body = banner(doc, {
    width: 1600,
    height: 600,
    accent: GROUP_ACCENTS[category.group]!,
    subjects: HERO_SUBJECTS[slug],
    floor: BUSTS.includes(slug) ? 600 : undefined,
    seed: category.idRange[0],
  })
  return doc.render(1600, 600, body)
}
