import type { Image } from '~/lib/listings'

export interface ShopCategory {
  name: string
  /** SPEC section 9's fixed counts, e.g. "15+ shops" */
  count: string
  description: string
  examples: string[]
  image: Image
}

/** /listings: the four shop categories. */
export const SHOP_CATEGORIES: ShopCategory[] = [
  {
    name: 'Western Wear & Art Shops',
    count: '15+ shops',
    description: 'Boots, hats, saddles, leatherwork and western art galleries around Jackson Town Square.',
    examples: ['Cowboy boots and hats', 'Western art galleries', 'Native-made jewelry from Native artists'],
    image: { scene: 'cowboy', alt: 'Illustration of a cowboy and his horse silhouetted at sunset' },
  },
  {
    name: 'Outdoor Gear Stores',
    count: '8+ stores',
    description: 'Everything for the trail, the river and the slopes, to buy or to rent for a day.',
    examples: ['Bear spray and hiking gear', 'Ski and snowboard rentals', 'Fly-fishing tackle'],
    image: { scene: 'hiking', alt: 'Illustration of a hiker on a trail toward the mountains' },
  },
  {
    name: 'Local Food Purveyors',
    count: '12+ purveyors',
    description: 'Star Valley cheese, huckleberry treats, ranch-raised meats and summer farmers markets.',
    examples: ['Star Valley cheese curds', 'Huckleberry jams and candy', 'Bison and elk jerky'],
    image: { scene: 'barbecue', alt: 'Illustration of a smoking chuckwagon grill on the range at sunset' },
  },
  {
    name: 'Outfitters & Guides',
    count: '6+ outfitters',
    description: 'Licensed local outfitters for fishing, horseback riding, rafting and hunting trips.',
    examples: ['Guided fly fishing', 'Horse pack trips', 'Whitewater and scenic floats'],
    image: { scene: 'fishing', alt: 'Illustration of an angler casting a fly rod in a mountain lake' },
  },
]
