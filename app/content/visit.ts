import type { Scene } from '~/lib/listings'

/** The four tabs of /visit, in order. The id is the `?tab=` value. */
export const VISIT_TABS = [
  { id: 'plan', label: 'Plan Your Trip' },
  { id: 'seasons', label: 'Seasonal Guide' },
  { id: 'services', label: 'Essential Services' },
  { id: 'packing', label: 'Packing Guide' },
] as const
export type VisitTab = (typeof VISIT_TABS)[number]['id']

/** The tab named by `?tab=`; anything missing or unknown is the default, Plan Your Trip. */
export function visitTabFrom(value: string | null | undefined): VisitTab {
  return VISIT_TABS.find((tab) => tab.id === value)?.id ?? 'plan'
}

export interface PlanCard {
  title: string
  icon: 'calendar' | 'plane' | 'bed' | 'car' | 'clock' | 'star'
  intro: string
  points: string[]
}

/** Plan Your Trip: the six cards, with SPEC section 9's facts. */
export const PLAN_CARDS: PlanCard[] = [
  {
    title: 'Best Time to Visit',
    icon: 'calendar',
    intro: 'Every season is beautiful here; choose by what your family wants to do.',
    points: [
      'Peak season: June-August, with warm days, open park roads and every trail and tour running.',
      'Shoulder season: May and September, with fewer crowds, lower rates and active wildlife.',
      'Winter (December-March) brings skiing, sleigh rides and elk on the valley floor.',
    ],
  },
  {
    title: 'Getting Here',
    icon: 'plane',
    intro: 'Fly straight into the valley or make the drive part of the adventure.',
    points: [
      'Jackson Hole Airport: 7 miles from Jackson, inside Grand Teton National Park.',
      'Salt Lake City: 280 miles, about 5 hours by car.',
      'Denver: 550 miles, about 8 hours by car.',
    ],
  },
  {
    title: 'Where to Stay',
    icon: 'bed',
    intro: 'From town hotels to quiet ranches, pick a base that fits your plans.',
    points: [
      'Jackson: walkable shops, restaurants and the Town Square.',
      'Teton Village: ski-in lodging and the aerial tram, 12 miles from town.',
      'Star Valley (Alpine, Thayne, Afton): quieter towns and lower rates to the south.',
      'Guest ranches and cabins: book summer stays 6 months ahead.',
    ],
  },
  {
    title: 'Transportation',
    icon: 'car',
    intro: 'A car is the easiest way to reach trailheads, parks and Star Valley.',
    points: [
      'Rent a car at the airport or in Jackson; choose all-wheel drive from October to May.',
      'Town buses link Jackson and Teton Village year-round.',
      'Check road conditions before crossing Teton Pass or driving into Yellowstone.',
    ],
  },
  {
    title: 'How Long to Stay',
    icon: 'clock',
    intro: 'Give yourself time to slow down; wildlife rewards patience.',
    points: [
      '4-5 days minimum to see Grand Teton National Park and Jackson.',
      '7+ days for a full visit that adds Yellowstone and Star Valley.',
      'Plan an easy first day while everyone adjusts to the altitude.',
    ],
  },
  {
    title: 'Must-See Highlights',
    icon: 'star',
    intro: 'The places our local team recommends to every first-time family.',
    points: [
      'Grand Teton National Park: Jenny Lake, Mormon Row and Oxbow Bend.',
      'The National Elk Refuge and the antler arches on Jackson Town Square.',
      'Old Faithful and the geyser basins of Yellowstone.',
      'The Snake River Canyon and the elk antler arch in Afton, Star Valley.',
    ],
  },
]

export interface SeasonGuide {
  season: string
  months: string
  temperature: string
  weather: string
  highlights: string[]
  whatToPack: string[]
  activities: string[]
  scene: Scene
  alt: string
}

/** Seasonal Guide: SPEC section 9's months and temperature ranges. */
export const SEASON_GUIDES: SeasonGuide[] = [
  {
    season: 'Winter',
    months: 'Dec-Mar',
    temperature: '10-30°F',
    weather: 'Cold, snowy and bright, with deep snow in the mountains and frequent blue-sky days.',
    highlights: [
      'Thousands of elk on the National Elk Refuge',
      'World-class skiing at Jackson Hole and Snow King',
      'Quiet, snowy trails and frosted Tetons',
    ],
    whatToPack: ['Insulated, waterproof boots', 'Warm parka, hat and mittens', 'Base layers and sunglasses'],
    activities: ['Skiing and snowboarding', 'Sleigh rides among the elk', 'Snowshoeing and wildlife drives'],
    scene: 'skiing',
    alt: 'Illustration of a skier on a snowy slope',
  },
  {
    season: 'Spring',
    months: 'Apr-May',
    temperature: '30-60°F',
    weather: 'Changeable: sunny afternoons, cold nights and the odd late snowstorm as the valley greens.',
    highlights: [
      'Bison and elk calves in the meadows',
      'Bears waking up (keep 100 yards away)',
      'ElkFest and the antler auction in May',
    ],
    whatToPack: ['Waterproof jacket', 'Layers for warm days and cold nights', 'Boots that can handle mud'],
    activities: [
      'Spring skiing',
      'Wildlife watching from pullouts',
      'Biking park roads before they open to cars',
    ],
    scene: 'moose',
    alt: 'Illustration of a moose browsing willows by a stream',
  },
  {
    season: 'Summer',
    months: 'Jun-Aug',
    temperature: '40-80°F',
    weather: 'Warm, dry days with cool mornings and afternoon thunderstorms in the mountains.',
    highlights: [
      'Wildflowers in the high meadows',
      'The Jackson Hole rodeo and Star Valley county fair',
      'Long evenings for ranger programs and stargazing',
    ],
    whatToPack: [
      'Sunscreen, hats and sunglasses',
      'A warm layer for mornings',
      'Water bottles (2 L per person)',
    ],
    activities: ['Hiking and scenic floats', 'Whitewater rafting', 'Trail rides and chuckwagon suppers'],
    scene: 'wildflowers',
    alt: 'Illustration of wildflowers in a meadow below the mountains',
  },
  {
    season: 'Fall',
    months: 'Sep-Nov',
    temperature: '20-65°F',
    weather: 'Crisp, clear days and frosty nights; the first snow often arrives in October.',
    highlights: [
      'Golden aspens and cottonwoods',
      'Bull elk bugling at dawn and dusk',
      'Quieter trails after the summer crowds',
    ],
    whatToPack: ['Warm layers and a fleece', 'Hat and gloves for mornings', 'Binoculars for the elk rut'],
    activities: ['Fall-color drives', 'Fly fishing on the Snake River', 'Wildlife photography'],
    scene: 'aspen',
    alt: 'Illustration of golden aspen trees in autumn',
  },
]

export interface Service {
  name: string
  info: string
  /** As shown, e.g. "(307) 885-5800" or "911"; none when no public number could be verified. */
  phone?: string
  /** Street address, when it is a place to go to. */
  address?: string
  /** The public page this entry's number and address were checked against, and when (YYYY-MM-DD). */
  source: string
  checked: string
}

export interface ServiceCategory {
  category: string
  icon: 'siren' | 'info' | 'bus' | 'road'
  services: Service[]
}

/** The day the essential services below were last checked against their sources. */
export const SERVICES_CHECKED = '2026-11-29'

/**
 * Essential Services (issue 45 item 5): real public numbers and addresses only, each checked
 * against the public page named in `source` on `checked`. An entry whose number or address could
 * not be verified is left out rather than guessed (pharmacies and towing, for now).
 */
export const SERVICE_CATEGORIES: ServiceCategory[] = [
  {
    category: 'Emergency & Medical',
    icon: 'siren',
    services: [
      {
        name: 'Emergency (police, fire, ambulance)',
        info: 'Call any time, anywhere in the region',
        phone: '911',
        source: 'https://nixle.us/99PRE',
        checked: SERVICES_CHECKED,
      },
      {
        name: 'St. John’s Health Emergency Department',
        info: 'The hospital emergency room in Jackson, staffed day and night; no need to call ahead',
        address: '625 E. Broadway, Jackson, WY',
        source: 'https://www.stjohns.health/coronavirus-info/',
        checked: SERVICES_CHECKED,
      },
      {
        name: 'St. John’s Health Urgent Care',
        info: 'Walk-in care in Jackson, year-round',
        address: '1415 S. Highway 89, Jackson, WY',
        source: 'https://www.stjohns.health/blog/2025/june/st-john-s-health-announces-clinic-changes-and-cl/',
        checked: SERVICES_CHECKED,
      },
      {
        name: 'Star Valley Health (hospital and emergency room)',
        info: 'The critical access hospital in Afton, Star Valley',
        phone: '(307) 885-5800',
        address: '901 Adams St, Afton, WY 83110',
        source:
          'https://en.wikipedia.org/wiki/Star_Valley_Medical_Center (address); https://hospitalsdata.com/usa/star-valley-medical-center-afton.html (phone)',
        checked: SERVICES_CHECKED,
      },
      {
        name: 'Teton County Emergency Management (non-emergency)',
        info: 'Non-emergency line in Teton County',
        phone: '(307) 733-9572',
        source: 'https://nixle.us/99PRE',
        checked: SERVICES_CHECKED,
      },
    ],
  },
  {
    category: 'Visitor Information',
    icon: 'info',
    services: [
      {
        name: 'Grand Teton National Park',
        info: 'Park information, PO Drawer 170, Moose, WY 83012',
        phone: '(307) 739-3300',
        source: 'https://docslib.org/doc/9444610/grand-teton-po-drawer-170-john-d',
        checked: SERVICES_CHECKED,
      },
      {
        name: 'Grand Teton National Park trip planning',
        info: 'Order the park’s trip planner by mail; nps.gov/grte',
        phone: '(307) 739-3600',
        source: 'http://what-when-how.com/Tutorial/topic-23674pqlamh/Montana-and-Wyoming-522.html',
        checked: SERVICES_CHECKED,
      },
    ],
  },
  {
    category: 'Transportation',
    icon: 'bus',
    services: [
      {
        name: 'Wyoming Department of Transportation (toll-free)',
        info: '1-888-WYO-ROAD',
        phone: '(888) 996-7623',
        source: 'https://politicalemails.org/messages/907820/html_body (a WYDOT travel alert and its footer)',
        checked: SERVICES_CHECKED,
      },
    ],
  },
  {
    category: 'Park & Road Conditions',
    icon: 'road',
    services: [
      {
        name: 'Wyoming 511 road and travel information',
        info: 'Road conditions, closures and chain laws (Teton Pass, the Snake River Canyon); dial 511 or see wyoroad.info',
        phone: '511',
        source: 'https://www.dot.state.wy.us/home/travel/511-travel-and-information.html',
        checked: SERVICES_CHECKED,
      },
      {
        name: 'Bridger-Teton Avalanche Center',
        info: 'The backcountry avalanche forecast for the Tetons and nearby ranges, in winter; jhavalanche.org',
        phone: '(307) 733-2664',
        source: 'http://www.jhavalanche.org/viewTeton?data_date=2017-03-20&template=teton_print.tpl.php',
        checked: SERVICES_CHECKED,
      },
    ],
  },
]

/** Packing Guide: one list per trip type (SPEC section 3: keyed by family, adventure, cultural). */
export const PACKING_LISTS = {
  family: {
    title: 'Family Trip',
    items: [
      'Layers for every family member, including warm jackets in summer',
      'Sunscreen, hats and sunglasses for kids',
      'Refillable water bottles and trail snacks',
      'Binoculars for wildlife watching',
      'A small first-aid kit and any medicines',
      'Car games and books for long scenic drives',
    ],
  },
  adventure: {
    title: 'Adventure Trip',
    items: [
      'Sturdy, broken-in hiking boots',
      'Rain jacket and insulating layer',
      'Bear spray (know how to use it)',
      '2 L of water per person for every hike',
      'Headlamp, map and a charged phone',
      'Quick-dry clothes for rafting and fishing',
    ],
  },
  cultural: {
    title: 'Cultural Trip',
    items: [
      'Comfortable shoes for museums, walks and festivals',
      'A folding chair or blanket for powwows and rodeos',
      'A notebook for stories and names worth remembering',
      'Cash for buying directly from local and Native artists',
      'Modest, weather-ready clothing for outdoor ceremonies',
      'A camera, used only after asking permission',
    ],
  },
} as const satisfies Record<'family' | 'adventure' | 'cultural', { title: string; items: string[] }>

export const PACKING_TIPS = {
  climate: {
    title: 'Mountain Climate Tips',
    tips: [
      'Dress in layers: a summer day can start near freezing and reach 80°F by afternoon.',
      'The sun is strong at altitude; use sunscreen and sunglasses in every season, even in snow.',
      'Jackson sits at about 6,200 feet. Drink extra water and plan an easy first day.',
      'Mountain storms build quickly; carry a rain jacket and head down before afternoon thunder.',
    ],
  },
  shopping: {
    title: 'Shop Local',
    tips: [
      'Forgot something? Outdoor stores in Jackson rent and sell bear spray, boots and ski gear.',
      'Pick up picnic supplies, local cheese and huckleberry treats from Star Valley purveyors.',
      'Buy Native art directly from Native artists so the money goes to the people who made it.',
      'Western wear shops in Jackson can fit a family with boots and hats for the rodeo.',
    ],
  },
} as const

/** The closing banner's three links. */
export const VISIT_CTA = [
  { label: 'Browse Activities', to: '/play' },
  { label: 'Find Accommodations', to: '/stay' },
  { label: 'Contact Us', to: '/contact' },
] as const
