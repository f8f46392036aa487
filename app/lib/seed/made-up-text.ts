/**
 * The made-up words of the scale seed (app/lib/seed/scale.server.ts): a seeded random generator,
 * word lists of the valley (towns, streets, names, kinds of listing, sights, foods, animals) and the
 * sentences, paragraphs, addresses and names made from them. The same seed gives the same text.
 */

/** mulberry32: a small, fast, seeded generator (the same seed gives the same numbers). */
export function randomGenerator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const some = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items]
    const out: T[] = []
    while (out.length < count && copy.length) out.push(copy.splice(int(copy.length), 1)[0]!)
    return out
  }
  return { next, int, pick, some }
}
export type Random = ReturnType<typeof randomGenerator>
const TOWNS = [
  ['Jackson', 'WY 83001'],
  ['Jackson', 'WY 83001'],
  ['Jackson', 'WY 83001'],
  ['Wilson', 'WY 83014'],
  ['Teton Village', 'WY 83025'],
  ['Moose', 'WY 83012'],
  ['Kelly', 'WY 83011'],
  ['Alpine', 'WY 83128'],
  ['Afton', 'WY 83110'],
  ['Thayne', 'WY 83127'],
  ['Etna', 'WY 83118'],
  ['Freedom', 'WY 83120'],
  ['Star Valley Ranch', 'WY 83127'],
  ['Smoot', 'WY 83126'],
] as const
const STREETS = [
  'Cache St',
  'Broadway',
  'Glenwood St',
  'Deloney Ave',
  'Pearl Ave',
  'Snow King Ave',
  'Main St',
  'Highway 89',
  'Village Dr',
  'Moose Wilson Rd',
  'Greys River Rd',
  'Salt River Rd',
]
export const ADJECTIVES = [
  'Silver',
  'Golden',
  'Wild',
  'Lazy',
  'Crooked',
  'Hidden',
  'Old',
  'Red',
  'High',
  'Little',
  'Lone',
  'Windy',
  'Copper',
  'Sleepy',
  'Rusty',
  'Blue',
  'Granite',
  'Painted',
  'Frosty',
  'Sunny',
]
export const NOUNS = [
  'Sage',
  'Elk',
  'Bison',
  'Moose',
  'Antler',
  'Aspen',
  'Willow',
  'Canyon',
  'River',
  'Spur',
  'Saddle',
  'Creek',
  'Meadow',
  'Pine',
  'Ridge',
  'Trout',
  'Badger',
  'Coyote',
  'Juniper',
  'Huckleberry',
  'Cottonwood',
  'Horseshoe',
  'Lariat',
  'Teton',
  'Prairie',
]
export const RESTAURANT_KINDS = [
  ['Grill', 'Western Steakhouse'],
  ['Kitchen', 'American'],
  ['Cafe', 'Cafe'],
  ['Saloon', 'Bar & Grill'],
  ['Bistro', 'Fine Dining'],
  ['Diner', 'American'],
  ['Chuckwagon', 'Western'],
  ['Table', 'Farm-to-Table'],
  ['Smokehouse', 'Barbecue'],
  ['Bakery', 'Cafe'],
] as const
export const STAY_KINDS = [
  ['Ranch', 'Historic Ranch', 'ranches'],
  ['Guest Ranch', 'Guest Ranch', 'ranches'],
  ['Lodge', 'Mountain Lodge', 'lodges'],
  ['Inn', 'Boutique Lodge', 'lodges'],
  ['Cabins', 'Rustic Cabin', 'cabins'],
  ['Cabin', 'Log Cabin', 'cabins'],
  ['Retreat', 'Cultural Retreat', 'cultural-retreats'],
] as const
export const ACTIVITY_KINDS = [
  ['Float Trip', 'Water Sports'],
  ['Trail Ride', 'Horseback Riding'],
  ['Wildlife Safari', 'Wildlife Viewing'],
  ['Hike', 'Hiking'],
  ['Fly Fishing Trip', 'Fishing'],
  ['Ski Tour', 'Winter Sports'],
  ['Photo Walk', 'Photography'],
  ['History Tour', 'Cultural Tours'],
  ['Climbing Course', 'Climbing'],
] as const
export const EVENT_KINDS = [
  'Rodeo',
  'Powwow',
  'Festival',
  'Market',
  'Concert',
  'Barn Dance',
  'Wildlife Talk',
  'Art Walk',
  'Chili Cook-off',
  'Storytelling Night',
  'Film Night',
  'Fun Run',
]
export const ARTIST_WORDS = [
  'Ramblers',
  'Drifters',
  'String Band',
  'Trio',
  'Wranglers',
  'Outlaws',
  'Sisters',
  'Brothers',
  'Revival',
  'Collective',
]
export const VENUES = [
  'Million Dollar Cowboy Bar',
  'Center for the Arts',
  'Silver Dollar Bar',
  'Town Square Stage',
  'Stagecoach Bar',
  'Rendezvous Lodge',
  'Star Valley Grange Hall',
]
const FOODS = [
  'bison burgers',
  'elk chili',
  'trout tacos',
  'huckleberry pie',
  'sourdough pancakes',
  'smoked brisket',
  'green chile stew',
  'cheese curds',
  'bison short rib',
  'chokecherry shortcake',
]
export const SIGHTS = [
  'the Tetons',
  'the Snake River',
  'the National Elk Refuge',
  'Jenny Lake',
  'the Gros Ventre',
  'Star Valley',
  'the Salt River Range',
  'Teton Pass',
  'Mormon Row',
  'the Hoback Canyon',
]
const ANIMALS = [
  'moose',
  'elk',
  'bison',
  'pronghorn',
  'bald eagles',
  'black bears',
  'trumpeter swans',
  'mule deer',
  'beavers',
  'osprey',
]
export const THINGS = [
  'families',
  'first-time visitors',
  'locals',
  'ski bums',
  'ranch hands',
  'photographers',
  'anglers',
  'history lovers',
  'kids',
  'couples',
]
export const VERBS = [
  'watch',
  'explore',
  'share',
  'celebrate',
  'discover',
  'learn about',
  'enjoy',
  'taste',
  'photograph',
  'hear about',
]
const SEASON_WORDS = ['winter', 'summer', 'fall', 'spring', 'every season']

export function sentence(r: Random): string {
  const templates = [
    () => `${cap(r.pick(THINGS))} come here to ${r.pick(VERBS)} ${r.pick(SIGHTS)} and ${r.pick(ANIMALS)}.`,
    () => `The menu runs from ${r.pick(FOODS)} to ${r.pick(FOODS)}, best after a day near ${r.pick(SIGHTS)}.`,
    () => `In ${r.pick(SEASON_WORDS)} you can ${r.pick(VERBS)} ${r.pick(ANIMALS)} from the porch.`,
    () => `Guides share stories of ${r.pick(SIGHTS)} while ${r.pick(THINGS)} ${r.pick(VERBS)} the valley.`,
    () =>
      `A ${r.pick(ADJECTIVES).toLowerCase()} place for ${r.pick(THINGS)}, a short drive from ${r.pick(TOWNS)[0]}.`,
    () => `Bring layers: ${r.pick(SEASON_WORDS)} evenings near ${r.pick(SIGHTS)} turn cold quickly.`,
  ]
  return r.pick(templates)()
}
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const paragraph = (r: Random, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(r)).join(' ')
export const address = (r: Random) => {
  const [town, zip] = r.pick(TOWNS)
  return `${10 + r.int(4000)} ${r.pick(STREETS)}, ${town}, ${zip}`
}
/** e.g. "Silver Elk Grill" */
export const placeName = (r: Random, suffix: string) => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${suffix}`
