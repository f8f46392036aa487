import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withStatementCache } from './db.server'

describe('withStatementCache', () => {
  function open() {
    const database = new SQLite(':memory:')
    const prepared: string[] = []
    const prepare = database.prepare.bind(database)
    database.prepare = ((text: string) => {
      prepared.push(text)
      return prepare(text)
    }) as typeof database.prepare
    return { database, prepared }
  }

  it('prepares a query once and answers with the rows of the moment', async () => {
    const { database, prepared } = open()
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    })
    await sql`create table t (id integer primary key, name text)`.execute(db)
    const names = () => db.selectFrom('t').select('name').orderBy('id').execute()
    expect(await names()).toEqual([])
    await db.insertInto('t').values({ id: 1, name: 'a' }).execute()
    await db.insertInto('t').values({ id: 2, name: 'b' }).execute()
    expect(await names()).toEqual([{ name: 'a' }, { name: 'b' }])
    // The same insert with other values, and the same select, were prepared once each.
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1)
    expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1)
    // A change made outside Kysely (another process's write) is seen by the kept statement.
    database.exec("update t set name = 'changed' where id = 1")
    expect(await names()).toEqual([{ name: 'changed' }, { name: 'b' }])
    // A schema change under a kept statement: SQLite prepares it again by itself.
    await sql`alter table t add column extra text`.execute(db)
    expect(await db.selectFrom('t').selectAll().where('id', '=', 2).execute()).toEqual([
      { id: 2, name: 'b', extra: null },
    ])
    // A streamed query and ordinary ones after it share the statement safely.
    const streamed: string[] = []
    for await (const row of db.selectFrom('t').select('name').orderBy('id').stream()) streamed.push(row.name)
    expect(streamed).toEqual(['changed', 'b'])
    expect(await names()).toEqual([{ name: 'changed' }, { name: 'b' }])
    await db.destroy()
    expect(database.open).toBe(false)
  })

  it('keeps only the most recently used statements', () => {
    const { database, prepared } = open()
    const cached = withStatementCache(database, 2)
    cached.prepare('select 1')
    cached.prepare('select 2')
    cached.prepare('select 1') // now the most recent
    cached.prepare('select 3') // drops 'select 2'
    cached.prepare('select 1')
    cached.prepare('select 2')
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2'])
    cached.close()
  })
})
