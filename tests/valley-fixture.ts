import type { MapGeography, MapView } from '../app/lib/maps/geography'
import { project } from '../app/lib/maps/projection'

// A small made-up valley for the map tests (app/lib/maps/*.test.ts): one square county, two
// towns, a wide view and a close one.

export const SQUARE_COUNTY = (() => {
  const corners = [
    { lat: 44, lng: -111 },
    { lat: 44, lng: -110 },
    { lat: 43, lng: -110 },
    { lat: 43, lng: -111 },
  ].map(project)
  return `M${corners.map((p) => `${p.x} ${p.y}`).join('L')}Z`
})()
export const GEOGRAPHY: MapGeography = {
  counties: [
    {
      fips: '99001',
      name: 'Square County',
      state: 'WY',
      bounds: { north: 44, south: 43, west: -111, east: -110 },
      d: SQUARE_COUNTY,
      labelAt: { lat: 43.9, lng: -110.5 },
    },
  ],
  towns: [
    { name: 'Bigtown', state: 'WY', rank: 1, lat: 43.5, lng: -110.5 },
    { name: 'Hamlet', state: 'WY', rank: 3, lat: 43.2, lng: -110.8 },
  ],
  roads: [
    { name: 'Main Highway', kind: 'highway', d: 'M0 0L10 10' },
    { name: 'Main Street', kind: 'street', d: 'M5 5L6 6' },
  ],
  water: [{ name: 'Lake', d: 'M0 0L1 0L1 1Z' }],
}
export const VIEWS: MapView[] = [
  {
    key: 'wide',
    label: 'Whole valley',
    bounds: { north: 44, south: 43, west: -111, east: -110 },
    townRank: 2,
    countyLabels: true,
  },
  {
    key: 'town',
    label: 'Bigtown',
    bounds: { north: 43.52, south: 43.48, west: -110.53, east: -110.47 },
    townRank: 0,
    countyLabels: false,
  },
]
