// `npm run admin:create -- --email E --password P --role admin|editor`: creates the user (or, when
// the email exists, sets its password) and gives it the role, in the database DATABASE_URL names.
// Migrations run first. Exits non-zero with a one-line message on any error.
import { parseArgs } from 'node:util'
import { EmailSchema, PasswordSchema, RoleSchema, upsertUser } from '../app/lib/auth.server'
import { closeDb, getDb, getDialect, migrateToLatest } from '../app/lib/db.server'
import { envOrExit } from '../app/lib/env.server'
import { getSecret } from '../app/lib/secret.server'
import { loadDotEnv } from './load-env.js'

function fail(message: string): never {
  console.error(`Error: ${message}`)
  process.exit(1)
}

loadDotEnv()
envOrExit()

let values: { email?: string; password?: string; role?: string; name?: string }
try {
  values = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }).values
} catch (error) {
  fail(
    `${(error as Error).message}. Usage: npm run admin:create -- --email E --password P --role admin|editor`,
  )
}

const usage = 'Usage: npm run admin:create -- --email E --password P --role admin|editor'
if (!values.email || !values.password || !values.role)
  fail(`--email, --password and --role are required. ${usage}`)
const email = EmailSchema.safeParse(values.email)
if (!email.success) fail(`invalid email "${values.email}": ${email.error.issues[0]!.message}`)
const password = PasswordSchema.safeParse(values.password)
if (!password.success) fail(password.error.issues[0]!.message)
const role = RoleSchema.safeParse(values.role)
if (!role.success) fail(`unknown role "${values.role}": ${role.error.issues[0]!.message}`)

try {
  // Before anything is written: on PostgreSQL a missing BETTER_AUTH_SECRET stops here.
  getSecret()
  const db = getDb()
  await migrateToLatest(db)
  const result = await upsertUser(db, {
    email: email.data,
    password: password.data,
    role: role.data,
    name: values.name,
  })
  console.log(
    `${result.created ? 'Created' : 'Updated'} ${role.data} ${email.data} (${getDialect()} database).`,
  )
  await closeDb()
} catch (error) {
  await closeDb().catch(() => {})
  fail((error as Error).message.split('\n')[0]!)
}
