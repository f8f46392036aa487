import type { Scene } from '~/lib/listings'

/**
 * /visit's structure (issue 47: its words are in the catalogs, app/locales/<code>/visit.json,
 * named by the ids below): the tabs, the cards and how many points each has, the seasons'
 * pictures and temperatures, and the essential services' numbers and addresses with their sources.
 */

/** The four tabs of /visit, in order. The id is the `?tab=` value; its words `visit.tab.<id>`. */
export const VISIT_TABS = ['plan', 'seasons', 'services', 'packing'] as const
export type VisitTab = (typeof VISIT_TABS)[number]

/** The tab named by `?tab=`; anything missing or unknown is the default, Plan Your Trip. */
export function visitTabFrom(value: string | null | undefined): VisitTab {
  return VISIT_TABS.find((tab) => tab === value) ?? 'plan'
}

/** `count` indexes 0 … count-1 (a card's points are `….points.<n>` in the catalogs). */
export const indexes = (count: number) => Array.from({ length: count }, (_, index) => index)

export interface PlanCard {
  /** Words: `visit.plan.<id>.title`, `.intro`, `.points.<n>`. */
  id: string
  icon: 'calendar' | 'plane' | 'bed' | 'car' | 'clock' | 'star'
  points: number
}

/** Plan Your Trip: the six cards, with SPEC section 9's facts. */
export const PLAN_CARDS: PlanCard[] = [
  { id: 'best', icon: 'calendar', points: 3 },
  { id: 'getting', icon: 'plane', points: 3 },
  { id: 'stay', icon: 'bed', points: 4 },
  { id: 'transport', icon: 'car', points: 3 },
  { id: 'length', icon: 'clock', points: 3 },
  { id: 'highlights', icon: 'star', points: 4 },
]

export interface SeasonGuide {
  /** Words: `visit.season.<id>.name`, `.months`, `.weather`, `.alt`, `.highlights.<n>`, `.pack.<n>`, `.activities.<n>`. */
  id: string
  temperature: string
  highlights: number
  pack: number
  activities: number
  scene: Scene
}

/** Seasonal Guide: SPEC section 9's months and temperature ranges. */
export const SEASON_GUIDES: SeasonGuide[] = [
  { id: 'winter', temperature: '10-30°F', highlights: 3, pack: 3, activities: 3, scene: 'skiing' },
  { id: 'spring', temperature: '30-60°F', highlights: 3, pack: 3, activities: 3, scene: 'moose' },
  { id: 'summer', temperature: '40-80°F', highlights: 3, pack: 3, activities: 3, scene: 'wildflowers' },
  { id: 'fall', temperature: '20-65°F', highlights: 3, pack: 3, activities: 3, scene: 'aspen' },
]

export interface Service {
  /** Words: `visit.service.<id>.name`, `.info`. */
  id: string
  /** As shown, e.g. "(307) 885-5800" or "911"; none when no public number could be verified. */
  phone?: string
  /** Street address, when it is a place to go to. */
  address?: string
  /** The public page this entry's number and address were checked against, and when (YYYY-MM-DD). */
  source: string
  checked: string
}

export interface ServiceCategory {
  /** Words: `visit.services.category.<id>`. */
  id: string
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
    id: 'emergency',
    icon: 'siren',
    services: [
      {
        id: 'emergency',
        phone: '911',
        source: 'https://nixle.us/99PRE',
        checked: SERVICES_CHECKED,
      },
      {
        id: 'stjohns-er',
        address: '625 E. Broadway, Jackson, WY',
        source: 'https://www.stjohns.health/coronavirus-info/',
        checked: SERVICES_CHECKED,
      },
      {
        id: 'stjohns-urgent',
        address: '1415 S. Highway 89, Jackson, WY',
        source: 'https://www.stjohns.health/blog/2025/june/st-john-s-health-announces-clinic-changes-and-cl/',
        checked: SERVICES_CHECKED,
      },
      {
        id: 'star-valley',
        phone: '(307) 885-5800',
        address: '901 Adams St, Afton, WY 83110',
        source:
          'https://en.wikipedia.org/wiki/Star_Valley_Medical_Center (address); https://hospitalsdata.com/usa/star-valley-medical-center-afton.html (phone)',
        checked: SERVICES_CHECKED,
      },
      {
        id: 'teton-em',
        phone: '(307) 733-9572',
        source: 'https://nixle.us/99PRE',
        checked: SERVICES_CHECKED,
      },
    ],
  },
  {
    id: 'info',
    icon: 'info',
    services: [
      {
        id: 'grand-teton',
        phone: '(307) 739-3300',
        source: 'https://docslib.org/doc/9444610/grand-teton-po-drawer-170-john-d',
        checked: SERVICES_CHECKED,
      },
      {
        id: 'grand-teton-planning',
        phone: '(307) 739-3600',
        source: 'http://what-when-how.com/Tutorial/topic-23674pqlamh/Montana-and-Wyoming-522.html',
        checked: SERVICES_CHECKED,
      },
    ],
  },
  {
    id: 'transport',
    icon: 'bus',
    services: [
      {
        id: 'wydot',
        phone: '(888) 996-7623',
        source: 'https://politicalemails.org/messages/907820/html_body (a WYDOT travel alert and its footer)',
        checked: SERVICES_CHECKED,
      },
    ],
  },
  {
    id: 'roads',
    icon: 'road',
    services: [
      {
        id: 'wy511',
        phone: '511',
        source: 'https://www.dot.state.wy.us/home/travel/511-travel-and-information.html',
        checked: SERVICES_CHECKED,
      },
      {
        id: 'avalanche',
        phone: '(307) 733-2664',
        source: 'http://www.jhavalanche.org/viewTeton?data_date=2017-03-20&template=teton_print.tpl.php',
        checked: SERVICES_CHECKED,
      },
    ],
  },
]

/** Packing Guide: one list per trip type (SPEC section 3: keyed by family, adventure, cultural), its number of items (`visit.packing.<key>.items.<n>`). */
export const PACKING_LISTS = { family: 6, adventure: 6, cultural: 6 } as const

/** The two tip boxes and their number of tips (`visit.tips.<key>.items.<n>`). */
export const PACKING_TIPS = { climate: 4, shopping: 4 } as const

/** The closing banner's three links (`visit.cta.<key>`). */
export const VISIT_CTA = [
  { key: 'play', to: '/play' },
  { key: 'stay', to: '/stay' },
  { key: 'contact', to: '/contact' },
] as const
