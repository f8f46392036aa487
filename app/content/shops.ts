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

export interface LocalBusiness {
  name: string
  category: string
  town: string
  description: string
  hours: string
  /** Fictional (307) 555-01xx numbers. */
  phone: string
  image: Image
}

/** /listings: four featured local businesses (fictional names). */
export const FEATURED_BUSINESSES: LocalBusiness[] = [
  {
    name: 'Saddle & Spur Western Outfitters',
    category: 'Western Wear',
    town: 'Jackson',
    description:
      'A family-run shop off the Town Square fitting boots and hats for every age, from first-time visitors to working cowboys.',
    hours: 'Daily, 10AM to 7PM',
    phone: '(307) 555-0131',
    image: {
      scene: 'town-square',
      alt: 'Illustration of an elk antler arch in front of a western storefront',
    },
  },
  {
    name: 'Trailhead Gear & Rental',
    category: 'Outdoor Gear',
    town: 'Wilson',
    description:
      'Rent bear spray, backpacks, child carriers and skis, and get honest trail advice from staff who hike every week.',
    hours: 'Daily, 7AM to 7PM (summer); 8AM to 6PM (winter)',
    phone: '(307) 555-0132',
    image: { scene: 'skiing', alt: 'Illustration of a skier on a snowy slope' },
  },
  {
    name: 'Salt River Creamery',
    category: 'Local Food',
    town: 'Thayne',
    description:
      'Cheese curds, aged cheddar and ice cream from Star Valley milk, hot coffee, and picnic boxes for the drive.',
    hours: 'Monday to Saturday, 9AM to 6PM; closed Sunday',
    phone: '(307) 555-0133',
    image: { scene: 'coffee', alt: 'Illustration of a steaming mug by a window facing the mountains' },
  },
  {
    name: 'Two Rivers Native Arts',
    category: 'Native Art Gallery',
    town: 'Jackson',
    description:
      'Beadwork, jewelry, quillwork and paintings bought directly from Eastern Shoshone, Northern Arapaho and Shoshone-Bannock artists, each piece labeled with its maker.',
    hours: 'Tuesday to Sunday, 10AM to 6PM; closed Monday',
    phone: '(307) 555-0134',
    image: { scene: 'dancers', alt: 'Illustration of a dancer in regalia silhouetted against the sun' },
  },
]
