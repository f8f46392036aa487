import { describe, expect, it } from 'vitest'
import { plainText } from './ics-text.server'

describe('text in a feed', () => {
  it('converts HTML descriptions to plain text', () => {
    expect(plainText('a\r\n\r\n\r\n\r\nb   c')).toBe('a\n\nb c')
    expect(plainText('<script>x</script>1 &lt; 2')).toBe('x1 < 2')
  })
})
