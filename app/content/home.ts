import type { Scene } from '~/lib/listings'

export const HERO = {
  eyebrow: 'Jackson Hole · Star Valley',
  tagline: "Western Wyoming's ultimate navigator for the Jackson Hole Area",
  text: 'Walk the homeland of the Shoshone and Bannock peoples, follow the trails of the mountain-man trappers who met here for rendezvous, ride with cowboys who still work these ranches, and watch bison, elk and moose roam beneath the Tetons. Plan a trip the whole family will remember.',
}

export const HIGHLIGHT_CARDS = [
  {
    title: 'Authentic Experiences',
    text: 'From indigenous tours to cowboy adventures',
    to: '/indigenous',
    scene: 'dancers' as Scene,
  },
  {
    title: 'Shop Local',
    text: 'Local shops and purveyors in Wyoming',
    to: '/listings',
    scene: 'town-square' as Scene,
  },
  {
    title: 'Local Insights',
    text: 'Stories and tips from Wyoming locals',
    to: '/blog',
    scene: 'campfire' as Scene,
  },
]

export const EXPLORE = {
  title: "Explore Wyoming's Best",
  subtitle: 'Discover authentic experiences across Jackson Hole and Star Valley',
  cards: [
    {
      title: 'Eat',
      text: 'Local restaurants, cafes, and authentic Wyoming cuisine',
      to: '/eat',
      scene: 'dining' as Scene,
    },
    {
      title: 'Stay',
      text: 'Hotels, lodges, cabins, and accommodation options',
      to: '/stay',
      scene: 'lodge' as Scene,
    },
    {
      title: 'Play',
      text: 'Outdoor activities, recreation, and adventure guides',
      to: '/play',
      scene: 'rafting' as Scene,
    },
    {
      title: 'Events',
      text: 'Local festivals, gatherings, and community events',
      to: '/events',
      scene: 'rodeo' as Scene,
    },
    {
      title: 'Visit',
      text: 'Trip planning, seasonal guides, and essential visitor information',
      to: '/visit',
      scene: 'tetons' as Scene,
    },
    {
      title: 'Blog',
      text: 'Heritage tales, history, and cultural narratives',
      to: '/blog',
      scene: 'tipi' as Scene,
    },
  ],
}

/** SPEC section 9 safety facts, shown on the home and play pages. */
export const SAFETY_TIPS = [
  { figure: '25 yards', text: 'Stay at least 25 yards from bison, elk and moose.' },
  { figure: '100 yards', text: 'Stay at least 100 yards from bears and wolves, and carry bear spray.' },
  { figure: '2 L', text: 'Carry 2 liters of water per person on every hike.' },
]
