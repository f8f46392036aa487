import { describe, expect, it } from 'vitest'
import {
  actionableUrl,
  displayUrl,
  isPlaceholderEmail,
  isPlaceholderPhone,
  isPlaceholderUrl,
  telHref,
} from './contact-links'

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

describe('placeholder contact details', () => {
  it('knows the 555-01xx numbers reserved for fiction, and only those', () => {
    expect(isPlaceholderPhone('(307) 555-0142')).toBe(true)
    expect(isPlaceholderPhone('1-307-555-0100')).toBe(true)
    expect(isPlaceholderPhone('555-0199')).toBe(true)
    expect(isPlaceholderPhone('(307) 555-0200')).toBe(false)
    expect(isPlaceholderPhone('(307) 733-5555')).toBe(false)
    expect(isPlaceholderPhone('911')).toBe(false)
    expect(isPlaceholderPhone('+44 20 7946 0958')).toBe(false)
  })

  it('knows the reserved example domains in web addresses', () => {
    expect(isPlaceholderUrl('https://example.com/elk-antler-grill')).toBe(true)
    expect(isPlaceholderUrl('https://www.example.org')).toBe(true)
    expect(isPlaceholderUrl('http://tickets.example.net/x')).toBe(true)
    expect(isPlaceholderUrl('https://guide.example')).toBe(true)
    expect(isPlaceholderUrl('https://shop.test/')).toBe(true)
    expect(isPlaceholderUrl('https://EXAMPLE.COM.')).toBe(true)
    expect(isPlaceholderUrl('not a url')).toBe(true)
    expect(isPlaceholderUrl('javascript:alert(1)')).toBe(true)
    expect(isPlaceholderUrl('https://www.nps.gov/grte')).toBe(false)
    expect(isPlaceholderUrl('https://myexample.com')).toBe(false)
    expect(isPlaceholderUrl('https://example.community')).toBe(false)
  })

  it('knows reserved domains in email addresses', () => {
    expect(isPlaceholderEmail('hello@wyomingnavigator.example')).toBe(true)
    expect(isPlaceholderEmail('stay@lodge.example.com')).toBe(true)
    expect(isPlaceholderEmail('nobody')).toBe(true)
    expect(isPlaceholderEmail('info@jacksonhole.com')).toBe(false)
  })

  it('gives an address only when it leads somewhere real', () => {
    expect(actionableUrl('https://example.com/tickets')).toBeUndefined()
    expect(actionableUrl('')).toBeUndefined()
    expect(actionableUrl(null)).toBeUndefined()
    expect(actionableUrl('https://www.jacksonhole.com/')).toBe('https://www.jacksonhole.com/')
  })
})
