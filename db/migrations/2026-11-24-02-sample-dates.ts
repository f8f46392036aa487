// A living calendar (issue 18), frozen. As released, this step moved the sample events and shows
// of a database seeded with the season's written dates (December 2024 to January 2025) to the
// season after the day it ran, reading the seed data, the app's calendar rules and SEED_TODAY.
// Every database that existed then has had that done. A migration never reads app code or the
// seed (both change, and it must not), so it now does nothing; it keeps its name so Kysely's
// record of applied migrations stays as it was. The sample season is dated by the seed alone, when
// it inserts the rows (app/lib/seed/seed.server.ts, app/lib/seed/seed-dates.ts).

export async function up(): Promise<void> {
  // Nothing: see above.
}

export async function down(): Promise<void> {
  // Nothing to undo.
}
