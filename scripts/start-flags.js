import fs from 'node:fs'

/**
 * The Node flags `npm start` gives the server (the V8 heap cap), read from package.json so the
 * bench and the memory test run the server exactly as production does.
 */
export function startFlags() {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'))
}
