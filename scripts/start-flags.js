import fs from 'node:fs'

/** The words of `npm start` (package.json). */
function startWords() {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  return pkg.scripts.start.split(/\s+/)
}

/**
 * The Node flags `npm start` gives the server (the V8 heap cap), read from package.json so the
 * bench and the memory test run the server exactly as production does.
 */
export function startFlags() {
  return startWords().filter((word) => word.startsWith('--'))
}

/**
 * The environment `npm start` sets before `node` (NAME=value words: the allocator settings,
 * decision 030), as it would set it here: `NAME=${NAME:-default}` keeps a value already set.
 */
export function startEnv() {
  const words = startWords()
  const node = words.indexOf('node')
  const env = {}
  for (const word of words.slice(0, Math.max(node, 0))) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word)
    if (!match) continue
    const [, name, value] = match
    const fallback = /^\$\{([A-Z_][A-Z0-9_]*):-(.*)\}$/.exec(value)
    env[name] = fallback ? (process.env[fallback[1]] ?? fallback[2]) : value
  }
  return env
}
