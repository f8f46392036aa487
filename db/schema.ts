import type { Insertable, Selectable } from 'kysely'

/**
 * Kysely table types. Column types are those both SQLite and PostgreSQL accept:
 * text ids, ISO-text dates, 0/1 integers for booleans, JSON arrays kept as text.
 */

export interface AppMetaTable {
  key: string
  value: string
}

export interface RestaurantsTable {
  id: string
  name: string
  type: string
  /** JSON array of cuisine filter keys */
  cuisines: string
  description: string
  full_description: string
  location: string
  town: string
  rating: number
  price: string
  phone: string
  website: string
  hours: string
  tags: string
  amenities: string
  from_jackson: string
  image_scene: string
  image_alt: string
  sort_order: number
  created_at: string
}

export interface StaysTable {
  id: string
  name: string
  type: string
  type_key: string
  description: string
  full_description: string
  location: string
  rating: number
  price_per_night: number
  guests: number
  amenities: string
  features: string
  policy_check_in: string
  policy_check_out: string
  policy_cancellation: string
  policy_pets: string
  phone: string
  email: string
  website: string
  image_scene: string
  image_alt: string
  sort_order: number
  created_at: string
}

export interface ActivitiesTable {
  id: string
  name: string
  category: string
  description: string
  full_description: string
  location: string
  duration: string
  difficulty: string
  age_group: string
  price: string
  price_range: string
  season: string
  tags: string
  highlights: string
  requirements: string
  safety: string
  best_time: string
  phone: string
  website: string
  featured: number
  image_scene: string
  image_alt: string
  /** JSON array of { scene, alt, caption } */
  photos: string
  sort_order: number
  created_at: string
}

export interface EventsTable {
  id: string
  title: string
  category: string
  date: string
  time: string
  start_time: string
  end_time: string
  location: string
  address: string
  description: string
  full_description: string
  price: string
  is_free: number
  tags: string
  organizer: string
  phone: string
  website: string
  capacity: number
  highlights: string
  what_to_bring: string
  image_scene: string
  image_alt: string
  sort_order: number
  created_at: string
}

export interface EventScheduleTable {
  event_id: string
  position: number
  time: string
  activity: string
}

export interface MusicShowsTable {
  id: string
  artist: string
  genre: string
  date: string
  time: string
  venue: string
  location: string
  description: string
  price: string
  website: string
  tags: string
  image_scene: string
  image_alt: string
  sort_order: number
  created_at: string
}

export interface ArticlesTable {
  id: string
  title: string
  author: string
  category: string
  excerpt: string
  body: string
  read_time: string
  publish_date: string
  views: number
  tags: string
  featured: number
  image_scene: string
  image_alt: string
  sort_order: number
  created_at: string
}

export interface Database {
  app_meta: AppMetaTable
  restaurants: RestaurantsTable
  stays: StaysTable
  activities: ActivitiesTable
  events: EventsTable
  event_schedule: EventScheduleTable
  music_shows: MusicShowsTable
  articles: ArticlesTable
}

export type RestaurantRow = Selectable<RestaurantsTable>
export type NewRestaurantRow = Insertable<RestaurantsTable>
export type StayRow = Selectable<StaysTable>
export type ActivityRow = Selectable<ActivitiesTable>
export type EventRow = Selectable<EventsTable>
export type EventScheduleRow = Selectable<EventScheduleTable>
export type MusicShowRow = Selectable<MusicShowsTable>
export type ArticleRow = Selectable<ArticlesTable>
