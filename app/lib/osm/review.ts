/** The OpenStreetMap review queue's kinds of look (browser-safe half of ./review.server.ts). */
export type ImportReview = 'new' | 'changed' | 'gone' | 'proposed' | 'uncertain'
export const IMPORT_REVIEWS: ImportReview[] = ['new', 'changed', 'gone', 'proposed', 'uncertain']
