import type { SearchSuggestion } from './schemas'

/** The header search's eight suggestions (spec §3); each is a real product, so its link resolves. */
export const searchSuggestions: readonly SearchSuggestion[] = [
  { id: 1, name: 'Classic Black Abaya', category: 'Clothing' },
  { id: 902, name: 'Pure Silk Hijab', category: 'Hijabs' },
  { id: 1301, name: 'Halal Matte Lipstick', category: 'Beauty' },
  { id: 1701, name: 'Pearl Drop Earrings', category: 'Accessories' },
  { id: 301, name: 'Pleated Maxi Skirt', category: 'Clothing' },
  { id: 1001, name: 'Soft Cotton Shawl', category: 'Hijabs' },
  { id: 101, name: 'One-Piece Prayer Dress', category: 'Clothing' },
  { id: 1702, name: 'Gold Bangle Set', category: 'Accessories' },
]
