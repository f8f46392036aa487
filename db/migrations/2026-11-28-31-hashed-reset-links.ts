import type { Kysely } from 'kysely'

// Reset links are stored hashed (issue 49 item 4, decision 031): better-auth now keeps a reset link's
// row under `reset-password:<SHA-256 of its name>`. Rows written before hold the token itself, so
// they are deleted here: a copy of the database then holds no working link. Such links lasted 24
// hours anyway; an admin sends a new one from /admin/settings.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('verification').where('identifier', 'like', 'reset-password:%').execute()
}

export async function down(): Promise<void> {
  // Nothing to restore: the deleted links are gone for good.
}
