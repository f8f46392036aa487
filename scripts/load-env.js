// Reads `.env` from the working folder into process.env (Node's own parser). Variables already set
// in the environment win; a missing file is fine. app/lib/env.server.ts then validates them all.
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'

export function loadDotEnv(file = path.resolve('.env')) {
  if (!fs.existsSync(file)) return
  process.loadEnvFile(file)
}
