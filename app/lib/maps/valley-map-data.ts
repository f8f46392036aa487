import type { EnglishFields } from '../i18n/content-fields'
import type { Say } from '../i18n/messages'
import type { Align, Side } from './label-layout'
import type { Coordinates } from './projection'

/** What the big server-rendered map is made of and gives its component (./valley-map.ts builds it). */

export interface MapListing {
  id: string
  name: string
  href: string
  /** e.g. "Historic Ranch · $325 per night" */
  subtitle: string
  /** The subtitle's parts that stayed English, by position ('0'; app/lib/maps/place-card.ts). */
  subtitleEnglish?: string
  /** Its address, for the maps search. */
  location: string
  town?: string | null
  coordinates?: Coordinates | null
  /** On the map of everything: which part of the guide it is from, e.g. "Eat". */
  section?: string
  /** Its texts shown in English on a page in another language ('name': an untranslated event's title). */
  english?: EnglishFields
}

export interface MapItem extends Omit<MapListing, 'coordinates'> {
  number: number
  /** Why it has no pin on this view, and where it has one (absent when it has a pin). */
  note?: { text: string; href?: string; linkText?: string }
}

export interface ValleyMapData {
  title: string
  description: string
  /** `param`: its `?view=` value (null for the first view, the default). */
  view: { key: string; label: string; param: string | null }
  views: { key: string; label: string; href: string; current: boolean }[]
  viewBox: string
  /** width / height */
  aspect: number
  counties: { key: string; d: string }[]
  water: { key: string; d: string }[]
  /** Traced by hand: approximate. */
  roads: { key: string; kind: 'highway' | 'street'; d: string }[]
  /** The county's name and its state's, on two lines. */
  countyLabels: { text: string; left: number; top: number; align: Align }[]
  /** A town's dot (view units) and where its name goes (percent, and which side of the dot). */
  towns: { name: string; x: number; y: number; left: number; top: number; side: Side; far: boolean }[]
  landmarks: { name: string; left: number; top: number; align: Align }[]
  /** Radius of a town's dot, in the view's units. */
  townDot: number
  pins: { number: number; name: string; href: string; left: number; top: number }[]
  /** Crowds of pins shown as one link to a closer view (`title`, `label`: the link's words). */
  clusters: {
    count: number
    numbers: number[]
    viewLabel: string
    href: string
    left: number
    top: number
    title: string
    label: string
  }[]
  /** From a place to its pin, when the pin had to move aside (view units). */
  leaders: { x1: number; y1: number; x2: number; y2: number }[]
  items: MapItem[]
  /** The pins' list's name and the map's caption, in the page's language. */
  pinsLabel: string
  caption: string
}

/**
 * A map's words in a page's language, made on the server (decision 059): its messages and a list
 * written out ('a, b y c'). Without it, the map's words are English, as written here.
 */
export interface MapLanguage {
  say: Say
  list: (items: string[]) => string
}
