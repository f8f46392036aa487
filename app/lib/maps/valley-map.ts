import type { MapGeography, MapView } from './geography'
import {
  type Align,
  type Box,
  type Circle,
  type Gap,
  labelBox,
  labelPlace,
  type Side,
  textWidth,
} from './label-layout'
import { groupClose, layoutPins, type LayoutNode } from './pin-layout'
import { type Frame, frameOf, inFrame, project, round, toPercent, viewBoxOf } from './projection'
import type { MessageKey } from '../i18n/messages'
import type { MapItem, MapLanguage, MapListing, ValleyMapData } from './valley-map-data'

export type { MapItem, MapLanguage, MapListing, ValleyMapData } from './valley-map-data'

/**
 * The data of the big server-rendered map (app/components/maps/valley-map.tsx draws it, with no
 * code of its own in the browser): built in a loader from the listings, the bundled geography and
 * the chosen view. Everything is worked out here: the view's frame, where each numbered pin goes,
 * which pins are too crowded to show one by one (a link to a closer view instead), and what the
 * list beside the map says about a listing without a pin on this view. Where the names go is
 * ./label-layout.ts, how pins part ./pin-layout.ts.
 */

/** A listing as a map page has it. */

const STATE_NAMES: Record<string, string> = { WY: 'Wyoming', ID: 'Idaho' }

/** The narrowest the map is drawn (a phone): pins are laid out so none overlaps at this width. */
export const LAYOUT_WIDTH_PX = 320
/** A pin is 28 px across (WCAG 2.2's 24 px target, and some); a crowd's link 34 px and its 4 px ring. */
export const PIN_RADIUS_PX = 14
export const CLUSTER_RADIUS_PX = 21
/** Pins closer than this to a group's first pin are one group. */
const GROUP_PX = 26
/** A group larger than this becomes a link to a closer view, when there is one. */
const MAX_CROWD = 3

export interface ValleyMapInput {
  geography: MapGeography
  views: readonly MapView[]
  /** `?view=`; unknown or missing means the first view. */
  viewKey: string | null | undefined
  listings: readonly MapListing[]
  /** The number of the first listing (the list's page may start further on). */
  firstNumber?: number
  /** What the map shows, e.g. "Places to stay". */
  subject: string
  /** The same page on another view (filters kept). */
  viewHref: (viewKey: string) => string
  /** Its words in the page's language (none: English). */
  language?: MapLanguage
}

export function findView(views: readonly MapView[], key: string | null | undefined): MapView {
  return views.find((view) => view.key === key) ?? views[0]!
}

const area = (frame: Frame) => frame.width * frame.height

export function buildValleyMap(input: ValleyMapInput): ValleyMapData {
  const { geography, views, listings, subject, viewHref, language } = input
  // A message in the page's language, or its English as written here.
  const say = (key: MessageKey, values: Record<string, unknown>, english: string) =>
    language ? language.say(key, values) : english
  const firstNumber = input.firstNumber ?? 1
  const view = findView(views, input.viewKey)
  const frame = frameOf(view.bounds)
  const frames = views.map((v) => ({ view: v, frame: frameOf(v.bounds) }))
  const scale = LAYOUT_WIDTH_PX / frame.width // pixels per unit at the narrowest
  const toPx = (point: { x: number; y: number }) => ({
    x: (point.x - frame.x) * scale,
    y: (point.y - frame.y) * scale,
  })
  const fromPx = (point: { x: number; y: number }) => ({
    x: point.x / scale + frame.x,
    y: point.y / scale + frame.y,
  })
  const percent = (point: { x: number; y: number }) => toPercent(point, frame)

  const items: MapItem[] = listings.map(({ coordinates: _, ...listing }, index) => ({
    ...listing,
    number: firstNumber + index,
  }))

  // Which listings have a pin on this view; the others are told where to look.
  const onView: { index: number; point: { x: number; y: number } }[] = []
  listings.forEach((listing, index) => {
    const item = items[index]!
    if (!listing.coordinates) {
      item.note = { text: say('map.note.noLocation', {}, 'No map location yet.') }
      return
    }
    const point = project(listing.coordinates)
    if (inFrame(point, frame)) {
      onView.push({ index, point })
      return
    }
    // The smallest other view that shows it.
    const other = frames
      .filter(({ frame: f }) => inFrame(point, f))
      .sort((a, b) => area(a.frame) - area(b.frame))[0]
    item.note = other
      ? {
          text: say('map.note.notOnView', { view: view.label }, `Not on the ${view.label} map.`),
          href: viewHref(other.view.key),
          linkText: say('map.note.showView', { view: other.view.label }, `Show the ${other.view.label} map`),
        }
      : { text: say('map.note.outside', {}, 'Outside the map of the valley.') }
  })

  // Crowds: a group too big to tell apart becomes a link to the smallest closer view holding it.
  const pxPoints = onView.map(({ point }) => toPx(point))
  const nodes: (
    | (LayoutNode & { kind: 'pin'; index: number })
    | (LayoutNode & { kind: 'cluster'; members: number[]; view: MapView })
  )[] = []
  for (const group of groupClose(pxPoints, GROUP_PX)) {
    const members = group.map((g) => onView[g]!)
    const closer =
      members.length > MAX_CROWD
        ? frames
            .filter(
              ({ frame: f }) =>
                area(f) < area(frame) && members.every(({ point }) => inFrame(point, f, f.width * 0.02)),
            )
            .sort((a, b) => area(a.frame) - area(b.frame))[0]
        : undefined
    if (closer) {
      const x = members.reduce((sum, m) => sum + m.point.x, 0) / members.length
      const y = members.reduce((sum, m) => sum + m.point.y, 0) / members.length
      nodes.push({
        kind: 'cluster',
        ...toPx({ x, y }),
        radius: CLUSTER_RADIUS_PX,
        members: members.map((m) => m.index),
        view: closer.view,
      })
    } else {
      for (const [k, member] of members.entries()) {
        nodes.push({ kind: 'pin', ...pxPoints[group[k]!]!, radius: PIN_RADIUS_PX, index: member.index })
      }
    }
  }
  // Names first, each town's on the side of its dot with the fewest places under it; then the
  // pins move out of the names' way (and out of each other's).
  const widthPx = LAYOUT_WIDTH_PX
  const heightPx = frame.height * scale
  const obstacles: Circle[] = nodes.map((node) => ({ x: node.x, y: node.y, r: node.radius + 1 }))
  const taken: { dot: { x: number; y: number }; text: string; side: Side; gap: Gap }[] = []
  const towns = geography.towns
    .filter((town) => town.rank <= view.townRank)
    .map((town) => ({ town, point: project(town) }))
    .filter(({ point }) => inFrame(point, frame))
    .sort((a, b) => a.town.rank - b.town.rank)
    .map(({ town, point }) => {
      const dot = toPx(point)
      const { side, gap } = labelPlace(
        dot,
        town.name,
        [...obstacles, ...dotsExcept(dot)],
        taken,
        widthPx,
        heightPx,
      )
      taken.push({ dot, text: town.name, side, gap })
      return {
        name: town.name,
        x: round(point.x, 1),
        y: round(point.y, 1),
        ...percent(point),
        side,
        far: gap !== 8,
      }
    })
  function dotsExcept(dot: { x: number; y: number }): Circle[] {
    return geography.towns
      .map((t) => toPx(project(t)))
      .filter((p) => p.x !== dot.x || p.y !== dot.y)
      .map((p) => ({ ...p, r: 4 }))
  }
  const boxes: Box[] = taken.map((label) => labelBox(label.dot, label.text, label.side, label.gap))
  const centred = (name: string, point: { x: number; y: number }, perLetter?: number, lines = 1) => {
    const { x, y } = toPx(point)
    const width = textWidth(name, perLetter)
    const align: Align = x - width / 2 < 4 ? 'start' : x + width / 2 > widthPx - 4 ? 'end' : 'center'
    const left = align === 'start' ? x - 4 : align === 'end' ? x + 4 - width : x - width / 2
    boxes.push({ left, right: left + width, top: y - 8 * lines, bottom: y + 8 * lines })
    return { ...percent(point), align }
  }
  const landmarks = (view.landmarks ?? [])
    .map((landmark) => ({ name: landmark.name, point: project(landmark) }))
    .filter(({ point }) => inFrame(point, frame))
    .map(({ name, point }) => ({ name, ...centred(name, point) }))
  const countyLabels = view.countyLabels
    ? geography.counties
        .map((county) => ({
          text: `${county.name}\n${STATE_NAMES[county.state] ?? county.state}`,
          point: project(county.labelAt),
        }))
        .filter(({ point }) => inFrame(point, frame))
        // Two lines: as wide as the longer.
        .map(({ text, point }) => ({
          text,
          ...centred(text.split('\n').sort((a, b) => b.length - a.length)[0]!, point, 8, 2),
        }))
    : []
  const placed = layoutPins(nodes, { width: LAYOUT_WIDTH_PX, height: frame.height * scale, obstacles: boxes })

  const pins: ValleyMapData['pins'] = []
  const clusters: ValleyMapData['clusters'] = []
  const leaders: ValleyMapData['leaders'] = []
  placed.forEach((spot, k) => {
    const node = nodes[k]!
    const at = percent(fromPx({ x: spot.px, y: spot.py }))
    if (node.kind === 'pin') {
      const item = items[node.index]!
      pins.push({ number: item.number, name: item.name, href: item.href, ...at })
      if (spot.moved) {
        const from = fromPx({ x: spot.x, y: spot.y })
        const to = fromPx({ x: spot.px, y: spot.py })
        leaders.push({ x1: round(from.x, 1), y1: round(from.y, 1), x2: round(to.x, 1), y2: round(to.y, 1) })
      }
    } else {
      const numbers = node.members.map((index) => items[index]!.number)
      const href = viewHref(node.view.key)
      clusters.push({
        count: numbers.length,
        numbers,
        href,
        viewLabel: node.view.label,
        ...at,
        title: say(
          'map.cluster.title',
          { count: numbers.length, view: node.view.label },
          `${numbers.length} places: show the ${node.view.label} map`,
        ),
        label: say(
          'map.cluster.label',
          { count: numbers.length, numbers: numbers.join(', '), view: node.view.label },
          `${numbers.length} places close together (${numbers.join(', ')}): show the ${node.view.label} map`,
        ),
      })
      for (const index of node.members) {
        items[index]!.note = {
          text: say(
            'map.note.crowd',
            { count: numbers.length },
            `One of ${numbers.length} places close together on this map.`,
          ),
          href,
          linkText: say('map.note.showView', { view: node.view.label }, `Show the ${node.view.label} map`),
        }
      }
    }
  })
  pins.sort((a, b) => a.number - b.number)

  const roads = geography.roads
    .filter((road) => road.kind === 'highway' || view.streets)
    .map((road) => ({ key: road.name, kind: road.kind, d: road.d }))

  const pinCount = pins.length + clusters.reduce((sum, c) => sum + c.count, 0)
  const area_ =
    view.key === views[0]!.key ? say('map.area.valley', {}, 'Jackson Hole and Star Valley') : view.label
  return {
    title: say('map.title', { subject, area: area_ }, `${subject} on a map of ${area_}`),
    description: describe(
      geography,
      towns.map((t) => t.name),
      pinCount,
      listings.length,
      language,
    ),
    pinsLabel: say('map.pins', {}, 'Pins on the map'),
    caption: say(
      'map.caption',
      {},
      'Pins are numbered as in the list. County outlines: U.S. Census Bureau; roads and lakes approximate.',
    ),
    view: { key: view.key, label: view.label, param: view.key === views[0]!.key ? null : view.key },
    views: views.map((v) => ({
      key: v.key,
      label: v.label,
      href: viewHref(v.key),
      current: v.key === view.key,
    })),
    viewBox: viewBoxOf(frame),
    aspect: round(frame.width / frame.height, 4),
    counties: geography.counties.map((county) => ({ key: `${county.fips}`, d: county.d })),
    water: geography.water.map((lake) => ({ key: lake.name, d: lake.d })),
    roads,
    countyLabels,
    towns,
    landmarks,
    townDot: round(3.5 / scale, 2),
    pins,
    clusters,
    leaders,
    items,
  }
}

function describe(
  geography: MapGeography,
  towns: string[],
  pinned: number,
  total: number,
  language?: MapLanguage,
): string {
  const counties = geography.counties.map((c) => `${c.name}, ${c.state}`)
  if (language) {
    const places =
      pinned === total
        ? language.say('map.description.all', { total })
        : language.say('map.description.some', { pinned, total })
    return towns.length
      ? language.say('map.description.towns', {
          counties: language.list(counties),
          towns: language.list(towns),
          places,
        })
      : language.say('map.description.noTowns', { counties: language.list(counties), places })
  }
  const places =
    pinned === total
      ? `${total === 1 ? '1 numbered place' : `${total} numbered places`}, listed beside the map`
      : `${pinned} of the ${total} listed places`
  return `Outlines of ${listText(counties)}${towns.length ? `, with ${listText(towns)}` : ''}; ${places}.`
}

function listText(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
