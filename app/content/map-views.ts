import type { MapView } from '~/lib/maps/geography'

/**
 * The areas the map pages can show (`?view=`), the whole valley first (the default). A group of
 * pins too close together to tell apart on one view becomes a link to the smallest closer view
 * that holds them all (app/lib/maps/valley-map.ts).
 */
export const MAP_VIEWS: readonly MapView[] = [
  {
    key: 'valley',
    label: 'Whole valley',
    bounds: { north: 43.99, south: 42.55, west: -111.45, east: -110.05 },
    townRank: 2,
    countyLabels: true,
  },
  {
    key: 'jackson-hole',
    label: 'Jackson Hole',
    bounds: { north: 43.9, south: 43.26, west: -111.2, east: -110.36 },
    townRank: 3,
    countyLabels: false,
  },
  {
    key: 'star-valley',
    label: 'Star Valley',
    bounds: { north: 43.22, south: 42.58, west: -111.2, east: -110.72 },
    townRank: 3,
    countyLabels: false,
  },
  {
    key: 'jackson',
    label: 'Town of Jackson',
    bounds: { north: 43.4915, south: 43.4685, west: -110.7795, east: -110.7485 },
    // The town itself: no dot under its pins; its central streets instead.
    townRank: 0,
    countyLabels: false,
    streets: true,
    landmarks: [
      { name: 'Snow King Mountain', lat: 43.4702, lng: -110.7545 },
      { name: 'National Elk Refuge', lat: 43.4898, lng: -110.7545 },
      { name: 'Broadway', lat: 43.4786, lng: -110.7735 },
      { name: 'Cache St', lat: 43.4765, lng: -110.7612 },
      { name: 'Snow King Ave', lat: 43.4733, lng: -110.7675 },
    ],
  },
]
