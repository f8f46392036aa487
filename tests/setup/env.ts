import { beforeEach } from 'vitest'
import { resetEnv } from '../../app/lib/env.server'

// The configuration is parsed once per process (app/lib/env.server.ts): each test reads the
// process.env its hooks set. A test that changes process.env itself calls resetEnv() after.
beforeEach(() => resetEnv())
