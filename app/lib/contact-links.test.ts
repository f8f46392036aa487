import { describe, expect, it } from 'vitest'
import { displayUrl, telHref } from './contact-links'

describe('telHref', () => {
  it('turns a US display number into an international tel: link', () => {
    expect(telHref('(307) 555-0142')).toBe('tel:+13075550142')
    expect(telHref('1-307-555-0142')).toBe('tel:+13075550142')
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958')
  })

  it('keeps short numbers such as 911 as they are', () => {
    expect(telHref('911')).toBe('tel:911')
  })
})

describe('displayUrl', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(displayUrl('https://example.com/elk-antler-grill')).toBe('example.com/elk-antler-grill')
    expect(displayUrl('http://example.com/')).toBe('example.com')
  })
})
