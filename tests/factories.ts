/**
 * A valid submission of each kind, as its form sends it (strings, same-name lists). Tests spread
 * one and override what they check: `{ ...validRestaurant, name: '' }`.
 */
import { addDaysIso, todayInTimeZone } from '../app/lib/dates'
import type { Fields } from './helpers'

/** The day `days` after today in the region (YYYY-MM-DD): the event form refuses past dates. */
export const daysFromToday = (days: number) => addDaysIso(todayInTimeZone(), days)

export const validRestaurant = {
  name: 'Snake River Grill',
  type: 'Fine Dining',
  description: 'Elk chops & trout <b>by the fire</b>.',
  address: '84 E Broadway, Jackson, WY',
  phone: '(307) 733-0557',
  email: 'hello@example.com',
  website: 'https://example.com',
  priceRange: '$$$',
  tags: ['Romantic', 'Local Favorites'],
  amenities: ['Full Bar', 'Reservations'],
} satisfies Fields

export const validEvent = {
  title: 'Teton County Fair Rodeo',
  description: 'Bronc riding, mutton busting & a barbecue.',
  category: 'Family',
  date: daysFromToday(60),
  startTime: '19:00',
  endTime: '21:30',
  recurring: 'on',
  repeatFrequency: 'weekly',
  repeatUntil: daysFromToday(60 + 28),
  location: 'Teton County Fairgrounds',
  address: '305 W Snow King Ave, Jackson, WY',
  organizerName: 'Fair Board',
  organizerEmail: 'fair@example.com',
  organizerPhone: '+1 307 733 5289',
  website: 'https://example.com/fair',
  ticketPrice: '$25 adults / $15 kids',
  capacity: '2000',
  tags: ['Family-Friendly', 'Outdoor'],
} satisfies Fields

export const validActivity = {
  name: 'Cache Creek Trail Walk',
  type: 'Hiking',
  description: 'An easy creekside walk close to town.',
  location: 'Cache Creek Trailhead, Jackson',
  duration: '2-3 hours',
  difficulty: 'Easy',
  priceRange: 'Free',
  season: 'Summer',
  ageRecommendation: 'All ages',
  requirements: 'Water, sturdy shoes',
  safety: 'Carry bear spray.',
  tags: ['Family-Friendly', 'Scenic Views'],
  amenities: ['Parking', 'Restrooms'],
  contactName: 'Jo Ranger',
  contactEmail: 'jo@example.com',
  contactPhone: '',
  website: '',
} satisfies Fields

export const validStory = {
  title: 'Our First Winter in Star Valley',
  category: 'Family Stories',
  excerpt: 'Snow to the rooftops and neighbors with tractors.',
  content: 'It started with a storm.\n\nThen the neighbors came.',
  location: 'Afton',
  authorName: 'Sam Rivers',
  authorEmail: 'sam@example.com',
  authorBio: '',
  tags: ['Seasonal', 'Personal Experience'],
  publishDate: '',
  featuredImage: 'https://example.com/snow.jpg',
  allowComments: 'on',
} satisfies Fields

export const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'Book a cowboy experience',
  category: 'General Inquiry',
  message: 'Can we book for a family of four?',
} satisfies Fields

export const validHost = {
  propertyName: 'Elk Meadow Ranch',
  propertyType: 'Historic Ranch',
  location: 'Wilson, WY',
  maxGuests: '6',
  nightlyRate: '275',
  description: 'A 1912 homestead with a barn and views of the Tetons.',
  contactEmail: 'host@example.com',
} satisfies Fields
