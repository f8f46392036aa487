import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { osmPbf, sampleExtract, writeFixture } from '../../../tests/osm-fixtures'
import { countiesArea, inArea, parseBbox } from './area'
import { type OsmElement, OsmInputError } from './element'
import { readExtract } from './extract.server'
import { accessibilityFromOsm, addressOf, mapElement, ruleFor } from './mapping'
import { detectFormat, scanOsm } from './read.server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-read-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const pin = { lat: 43.48, lng: -110.76 }

describe('the tag table', () => {
  it('maps eating, staying and playing to their kinds, shops and services apart', () => {
    expect(ruleFor({ amenity: 'fast_food' })?.kind).toBe('restaurants')
    expect(ruleFor({ amenity: 'bar' })?.kind).toBe('restaurants')
    for (const tourism of ['hotel', 'motel', 'guest_house', 'chalet', 'hostel', 'camp_site', 'alpine_hut'])
      expect(ruleFor({ tourism })?.kind).toBe('stays')
    for (const tourism of ['attraction', 'museum', 'viewpoint', 'information'])
      expect(ruleFor({ tourism })?.kind).toBe('activities')
    expect(ruleFor({ leisure: 'golf_course' })?.kind).toBe('activities')
    // outfitters are shops in OSM, activities here; other shops and services are shops
    expect(ruleFor({ shop: 'outdoor' })?.kind).toBe('activities')
    expect(ruleFor({ shop: 'bakery' })?.kind).toBe('shops')
    expect(ruleFor({ amenity: 'pharmacy' })?.kind).toBe('shops')
    expect(ruleFor({ amenity: 'bench' })).toBeUndefined()
    expect(ruleFor({ amenity: 'restaurant', shop: 'no' })?.kind).toBe('restaurants')
  })

  it('takes the name, pin, address, phone, website, hours and cuisine; keeps accessibility keys raw', () => {
    const mapped = mapElement(
      {
        amenity: 'restaurant',
        name: ' Moose Tracks ',
        cuisine: 'pizza;italian',
        'addr:housenumber': '10',
        'addr:street': 'Cache Street',
        'addr:city': 'Jackson',
        'addr:postcode': '83001',
        'addr:state': 'WY',
        'contact:phone': '+1 307 733 0001;+1 307 733 0002',
        url: 'https://example.org',
        opening_hours: 'Mo-Fr 08:00-17:00',
        wheelchair: 'limited',
        ramp: 'yes',
        step_count: '3',
        'toilets:wheelchair': 'no',
      },
      pin,
    )
    expect(mapped?.kind).toBe('restaurants')
    expect(mapped?.fields).toMatchObject({
      name: 'Moose Tracks',
      location: '10 Cache Street, Jackson, WY 83001',
      phone: '+1 307 733 0001',
      website: 'https://example.org',
      opening_hours: 'Mo-Fr 08:00-17:00',
      type: 'Pizza restaurant',
      cuisine: 'pizza;italian',
    })
    expect(mapped?.raw).toEqual({
      wheelchair: 'limited',
      ramp: 'yes',
      step_count: '3',
      'toilets:wheelchair': 'no',
    })
    expect(mapElement({ tourism: 'camp_site', name: 'Gros Ventre' }, pin)?.fields).toMatchObject({
      type: 'Campground',
      category: 'cabins',
    })
    expect(mapElement({ tourism: 'museum', name: 'M' }, pin)?.fields.category).toBe('Museums')
    // nameless or unplaced: not listed
    expect(mapElement({ amenity: 'cafe' }, pin)).toBeUndefined()
    expect(mapElement({ amenity: 'cafe', name: 'C' }, null)).toBeUndefined()
    expect(addressOf({ 'addr:city': 'Jackson' })).toBe('')
  })
})

describe('the area', () => {
  const counties = countiesArea(VALLEY_GEOGRAPHY)
  it('is the counties’ outlines, or a box', () => {
    expect(inArea({ lat: 43.4799, lng: -110.7624 }, counties)).toBe(true) // Jackson
    expect(inArea({ lat: 42.7257, lng: -110.9315 }, counties)).toBe(true) // Afton
    expect(inArea({ lat: 40.7608, lng: -111.891 }, counties)).toBe(false) // Salt Lake City
    expect(inArea({ lat: 43.0, lng: -108.5 }, counties)).toBe(false) // Riverton, east of the counties
    const box = parseBbox('-110.8,43.4,-110.7,43.5')
    expect('bbox' in box && inArea({ lat: 43.45, lng: -110.75 }, box)).toBe(true)
    expect('bbox' in box && inArea({ lat: 43.6, lng: -110.75 }, box)).toBe(false)
    expect(parseBbox('1,2,3')).toEqual({ error: expect.stringContaining('four numbers') })
    expect(parseBbox('-110,44,-111,43')).toEqual({ error: expect.stringContaining('west must be less') })
  })
})

describe('reading extracts', () => {
  const elements = sampleExtract()
  const files = ['osm', 'json', 'osm.pbf'].map((ext) =>
    writeFixture(path.join(dir, `sample.${ext}`), elements),
  )

  it.each(files)('reads every element of %s, with tags, refs and members', async (file) => {
    const seen: OsmElement[] = []
    await scanOsm(file, await detectFormat(file), (element) => seen.push(element))
    expect(seen).toHaveLength(elements.length)
    const diner = seen.find((e) => e.id === '1')
    expect(diner?.tags.name).toBe('Moose Tracks Diner')
    expect(diner?.lat).toBeCloseTo(43.4809, 6)
    expect(diner?.lon).toBeCloseTo(-110.7614, 6)
    expect(seen.find((e) => e.id === '100')?.refs).toEqual(['201', '202', '204', '203', '201'])
    expect(seen.find((e) => e.id === '300')?.members).toEqual([{ type: 'way', ref: '101' }])
  })

  it.each(files)(
    'keeps what lies in the area from %s, ways and relations at their centroids',
    async (file) => {
      const extract = await readExtract(file, countiesArea(VALLEY_GEOGRAPHY))
      const names = extract.mapped.map((m) => m.fields.name).sort()
      expect(names).toEqual([
        'Antler Rest Motel',
        'BBK Coffee',
        'Cirque Bistro',
        'Moose Tracks Diner',
        'Pine Lodge Hotel',
        'Snake River Coffee Stop',
        'Teton Gear Outfitters',
        'The Elk Antler Grill',
        'Town Square Park',
        'Valley Heritage Museum',
      ])
      expect(extract).toMatchObject({ shops: 1, outside: 1, unplaced: 0 })
      const hotel = extract.mapped.find((m) => m.osmId === '100')
      expect(hotel?.osmType).toBe('way')
      expect(hotel?.fields.lat).toBeCloseTo(43.4794, 4)
      expect(hotel?.fields.lng).toBeCloseTo(-110.7579, 4)
      expect(extract.mapped.find((m) => m.osmId === '300')?.fields.lat).toBeCloseTo(43.4859, 4)
    },
  )

  it('says what is wrong, naming the element or the place in the file', async () => {
    const bad = (name: string, content: string | Buffer) => {
      const file = path.join(dir, name)
      fs.writeFileSync(file, content)
      return file
    }
    const failure = async (file: string) => {
      const error = await readExtract(file, countiesArea(VALLEY_GEOGRAPHY)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(OsmInputError)
      return (error as Error).message
    }
    const xml = fs.readFileSync(files[0]!, 'utf8')
    expect(await failure(bad('cut.osm', xml.slice(0, Math.floor(xml.length / 2))))).toMatch(
      /broken or cut short/,
    )
    expect(await failure(bad('coords.osm', xml.replace('lat="43.4809"', 'lat="143.4809"')))).toMatch(
      /node 1: bad coordinates/,
    )
    expect(await failure(bad('feed.xml', '<rss><channel/></rss>'))).toMatch(/not OpenStreetMap/)
    expect(await failure(bad('list.csv', 'name,lat\nA,1\n'))).toMatch(/not an OpenStreetMap extract/)
    expect(await failure(bad('cut.json', '{"elements":[{"type":"node"'))).toMatch(/not valid JSON/)
    expect(await failure(bad('other.json', '{"features":[]}'))).toMatch(/not an Overpass answer/)
    const pbf = osmPbf(elements)
    expect(await failure(bad('cut.osm.pbf', pbf.subarray(0, pbf.length - 40)))).toMatch(
      /block 2 at byte \d+: the file is cut short/,
    )
    const corrupt = Buffer.from(pbf)
    corrupt.fill(7, corrupt.length - 60, corrupt.length - 20)
    expect(await failure(bad('corrupt.osm.pbf', corrupt))).toMatch(/block 2 at byte \d+: .*corrupt/)
    expect(await failure(path.join(dir, 'missing.osm'))).toMatch(/no such file/)
  })
})

describe('accessibility facts from tags', () => {
  it('reads the entrance from step_count, a ramp or wheelchair, the restroom from toilets:wheelchair', () => {
    expect(accessibilityFromOsm({ wheelchair: 'yes', 'toilets:wheelchair': 'no' })).toEqual({
      entrance: 'level',
      restroom: 'no',
    })
    expect(accessibilityFromOsm({ wheelchair: 'yes', step_count: '1' })).toEqual({ entrance: 'one-step' })
    expect(accessibilityFromOsm({ step_count: '4' })).toEqual({ entrance: 'steps' })
    expect(accessibilityFromOsm({ step_count: '0' })).toEqual({ entrance: 'level' })
    expect(accessibilityFromOsm({ 'ramp:wheelchair': 'yes', wheelchair: 'no' })).toEqual({ entrance: 'ramp' })
    expect(accessibilityFromOsm({ wheelchair: 'no' })).toEqual({ entrance: 'steps' })
    // "limited" and nonsense say nothing sure: unknown stays unknown.
    expect(
      accessibilityFromOsm({ wheelchair: 'limited', step_count: 'a few', 'toilets:wheelchair': 'maybe' }),
    ).toEqual({})
  })
})
