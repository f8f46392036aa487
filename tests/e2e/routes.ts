import { activities, articles, events, restaurants, stays } from '../../db/seed-data'

const restaurant = restaurants[0]!.id
const stay = stays[0]!.id
const activity = activities[0]!.id

/** Every screen of SPEC's route list, with real ids for the detail pages. */
export const PUBLIC_ROUTES = [
  '/',
  '/map',
  '/eat',
  '/eat/map',
  `/eat/${restaurant}`,
  `/eat/${restaurant}/directions`,
  '/stay',
  `/stay/${stay}`,
  '/stay/map',
  '/play',
  `/play/${activity}`,
  `/play/${activity}/photos`,
  '/play/map',
  '/play/filter',
  '/events',
  '/events/map',
  `/events/${events[0]!.id}`,
  '/events/live-music',
  '/visit',
  '/accessibility',
  '/blog',
  `/blog/${articles[0]!.id}`,
  '/wildlife',
  '/cowboy',
  '/indigenous',
  '/adventures',
  '/listings',
  '/favorites',
  '/trip',
  '/host-signup',
  '/submit-restaurant',
  '/submit-event',
  '/submit-activity',
  '/submit-story',
  '/stories',
  '/search?q=bison',
  '/contact',
  '/login',
]

export const SAMPLE_IDS = { restaurant, stay, activity, event: events[0]!.id, article: articles[0]!.id }
