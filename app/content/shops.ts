import type { Scene } from '~/lib/listings'

/**
 * /listings: the four shop categories (issue 47: their words are in the catalogs,
 * `explore.listings.category.<id>.name`, `.count` (SPEC section 9's fixed counts, e.g. "15+
 * shops"), `.description` and `.examples.<n>`).
 */
export interface ShopCategory {
  id: string
  /** how many examples it lists (`.examples.0` …) */
  examples: number
  scene: Scene
}

export const SHOP_CATEGORIES: ShopCategory[] = [
  { id: 'western-wear-art-shops', examples: 3, scene: 'cowboy' },
  { id: 'outdoor-gear-stores', examples: 3, scene: 'hiking' },
  { id: 'local-food-purveyors', examples: 3, scene: 'barbecue' },
  { id: 'outfitters-guides', examples: 3, scene: 'fishing' },
]
