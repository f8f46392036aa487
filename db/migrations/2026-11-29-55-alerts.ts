import type { Kysely } from 'kysely'

// Conditions and alerts (issue 48, decision 051). `alerts`: one model for editors' alerts, partners'
// closure notices and the official sources' (NWS, NPS): where (a zone code, a GeoJSON geometry, or
// the listings and events in alert_targets), when (valid_from / valid_to, ISO instants; valid_to
// null: until ended), and when it was last fetched or confirmed. `source` + `source_id` name an
// imported alert (one row per outside alert, updated in place). `ended_at`: ended by an editor (or
// gone from its source). `condition_sources`: each official source's state (the claim that gives a
// due fetch to one process, the validators of the last answer, the last good data as JSON, the
// last success and error).

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('severity', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('zone', 'text')
    .addColumn('geometry', 'text')
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text')
    .addColumn('link', 'text')
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  // The active alerts: not ended, by end time (every public read starts here).
  await db.schema.createIndex('alerts_active_idx').on('alerts').columns(['ended_at', 'valid_to']).execute()
  await db.schema
    .createIndex('alerts_source_idx')
    .on('alerts')
    .columns(['source', 'source_id'])
    .unique()
    .execute()
  await db.schema
    .createTable('alert_targets')
    .addColumn('alert_id', 'text', (col) => col.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_targets_pk', ['alert_id', 'target_type', 'target_id'])
    .execute()
  // A listing's or event's page asks for its alerts by this index.
  await db.schema
    .createIndex('alert_targets_target_idx')
    .on('alert_targets')
    .columns(['target_type', 'target_id'])
    .execute()
  await db.schema
    .createTable('condition_sources')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('last_fetched_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('data', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('condition_sources').execute()
  await db.schema.dropTable('alert_targets').execute()
  await db.schema.dropTable('alerts').execute()
}
