// Writes .br and .gz twins of the hashed client assets so the server sends them without
// compressing per request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = path.resolve(process.env.BUILD_DIR || 'build', 'client/assets')
const COMPRESSIBLE = /\.(m?js|css|svg|json)$/
let count = 0
for (const name of fs.readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue
  const file = path.join(dir, name)
  const source = fs.readFileSync(file)
  // Every twin that is smaller than the file: even a route's 800-byte module loads at about half.
  const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  const gz = zlib.gzipSync(source, { level: 9 })
  if (br.length >= source.length) continue
  fs.writeFileSync(`${file}.br`, br)
  if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz)
  count++
}
console.log(`precompressed ${count} assets (br, gz)`)
