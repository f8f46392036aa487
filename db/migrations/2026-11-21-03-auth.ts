import { type Kysely, PostgresAdapter } from 'kysely'

// Sign-in (better-auth 1.7.7) and roles. The four better-auth tables are exactly those its own
// `getMigrations` produces for each engine: better-auth's Kysely adapter writes Date objects and
// booleans on PostgreSQL (so timestamptz and boolean columns there) but ISO text and 0/1 on
// SQLite (so text and integer here). Our own `user_roles` and `published_submissions` tables use
// the shared types.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const date = postgres ? 'timestamptz' : 'text'
  const bool = postgres ? 'boolean' : 'integer'

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute()

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute()

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute()

  // One role per user (SPEC section 7: "at most one row"): admin or editor.
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Where an approved submission was published (the listing's path), for the review screens.
  await db.schema
    .createTable('published_submissions')
    .addColumn('submission_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['published_submissions', 'user_roles', 'verification', 'account', 'session', 'user']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
