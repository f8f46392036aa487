import { describe, expect, it } from 'vitest'
import { adminLinksFor } from './admin-nav'

describe('the back office sections a role sees', () => {
  it('shows Settings to admins only (its loader and action refuse editors too)', () => {
    expect(adminLinksFor('admin').map((link) => link.label)).toContain('Settings')
    expect(adminLinksFor('editor').map((link) => link.label)).not.toContain('Settings')
    expect(adminLinksFor('editor').map((link) => link.label)).toContain('Messages')
  })
})
