/**
 * Every form schema, option list, limit and message (SPEC sections 3 and 5, DESIGN section 4), in
 * one module the browser loads after the page (app/lib/load-validation.ts) and the server actions
 * use (the authority). Each kind's schema lives in app/lib/kinds/<kind>.schema.ts, built from its
 * field list in app/lib/kinds/<kind>.ts; the field builders are in ./schema-fields.
 */

// Option lists, limits, messages, BOT_FIELDS, checkImageFiles and the shared form types live in the
// zod-free ./form-options (what the browser loads first); they are re-exported here unchanged.
export * from './form-options'
export * from './form-data'
export * from './kinds/restaurant.schema'
export * from './kinds/event.schema'
export * from './kinds/activity.schema'
export * from './kinds/story.schema'
export * from './kinds/contact.schema'
export * from './kinds/host.schema'
export * from './kinds/newsletter.schema'
