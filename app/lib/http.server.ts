import { data } from 'react-router'

/** Throws the 404 page when a record is missing (unknown id in the URL). */
export function notFoundUnless<T>(value: T | undefined | null, what = 'Not Found'): asserts value is T {
  if (value === undefined || value === null) throw data(what, { status: 404, statusText: 'Not Found' })
}
