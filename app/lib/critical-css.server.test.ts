import { describe, expect, it } from 'vitest'
import { classesInPage, classesOf, criticalStylesheet } from './critical-css.server'

describe('classesOf', () => {
  it('reads the class names a selector requires, unescaped as a class attribute spells them', () => {
    expect(classesOf('.flex')).toEqual(['flex'])
    expect(classesOf('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2'])
    expect(classesOf('.hover\\:bg-card:hover')).toEqual(['hover:bg-card'])
    expect(classesOf('.w-1\\/2')).toEqual(['w-1/2'])
    expect(classesOf('.\\[\\&\\>li\\]\\:mt-2>li')).toEqual(['[&>li]:mt-2'])
    expect(classesOf('.\\31 0')).toEqual(['10'])
    expect(classesOf('.group:hover .group-hover\\:underline')).toEqual(['group', 'group-hover:underline'])
    expect(classesOf('.peer:checked~.peer-checked\\:block')).toEqual(['peer', 'peer-checked:block'])
  })

  it('does not require the classes of :not(…), of lists of selectors, or dots in attribute values', () => {
    expect(classesOf('.a:not(.b)')).toEqual(['a'])
    expect(classesOf(':is(.a,.b) .c')).toEqual(['c'])
    expect(classesOf(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4'])
    expect(classesOf('.has-\\[\\:checked\\]\\:ring:has(:checked)')).toEqual(['has-[:checked]:ring'])
    expect(classesOf('a[href$=".pdf"]')).toEqual([])
    expect(classesOf('h1, h2')).toEqual([])
  })
})

describe('classesInPage', () => {
  it('collects every class of every class attribute, with the entities React writes decoded', () => {
    const html =
      '<div class="flex gap-2"><p class="flex  text-sm">text with class=&quot;not-an-attribute&quot; as React escapes it</p>' +
      '<ul class="[&amp;&gt;li]:mt-2 content-[&#x27;x&#x27;] [&quot;a&quot;]"></ul><svg class="size-5"></svg></div>'
    expect([...classesInPage(html)].sort()).toEqual(
      ['["a"]', "content-['x']", '[&>li]:mt-2', 'flex', 'gap-2', 'size-5', 'text-sm'].sort(),
    )
  })
})

const SHEET =
  '@layer theme,base,utilities;' +
  '@layer theme{:root,:host{--color-red:red;--color-blue:blue;--spacing:.25rem;--font-sans:Arial;--default-font:var(--font-sans)}}' +
  '@layer base{*,:after{box-sizing:border-box}body{font-family:var(--default-font)}}' +
  '@layer utilities{.text-red{color:var(--color-red)}.text-blue{color:var(--color-blue)}' +
  '.p-2{padding:calc(var(--spacing)*2)}.shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}' +
  '@media (min-width:48rem){.md\\:p-2{padding:calc(var(--spacing)*2)}.md\\:hidden{display:none}}' +
  '.group:hover .group-hover\\:text-blue{color:var(--color-blue)}}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@keyframes spin{to{transform:rotate(1turn)}}'

describe('criticalStylesheet', () => {
  const sheet = criticalStylesheet(SHEET)

  it('gives the whole stylesheet back for a page that uses everything', () => {
    const all = new Set([
      'text-red',
      'text-blue',
      'p-2',
      'shadow',
      'md:p-2',
      'md:hidden',
      'group',
      'group-hover:text-blue',
    ])
    const used = criticalStylesheet(SHEET).forClasses(all)
    // Everything but the registration of a property no rule reads.
    expect(used).toBe(
      SHEET.replace('@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}', ''),
    )
  })

  it("keeps the page's rules, the base rules, and only the variables and registrations they use", () => {
    expect(sheet.forClasses(new Set(['text-red', 'shadow']))).toBe(
      '@layer theme,base,utilities;' +
        '@layer theme{:root,:host{--color-red:red;--font-sans:Arial;--default-font:var(--font-sans)}}' +
        '@layer base{*,:after{box-sizing:border-box}body{font-family:var(--default-font)}}' +
        '@layer utilities{.text-red{color:var(--color-red)}.shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    )
  })

  it('keeps a media query only around rules the page needs, and a rule only with all its classes', () => {
    const part = sheet.forClasses(new Set(['md:hidden', 'group-hover:text-blue']))
    expect(part).toContain('@media (min-width:48rem){.md\\:hidden{display:none}}')
    expect(part).not.toContain('md\\:p-2')
    expect(part).not.toContain('group-hover')
    expect(part).not.toContain('--color-blue')
  })

  it('makes each part once', () => {
    const made: string[] = []
    const counted = criticalStylesheet(SHEET, (text) => {
      made.push(text)
      return text.length
    })
    expect(counted.forClasses(new Set(['a', 'p-2']))).toBe(counted.forClasses(new Set(['p-2', 'a'])))
    expect(made).toHaveLength(1)
  })

  it("gives a page the part its class attributes need, and reads a page's classes once per set of attributes", () => {
    const made: string[] = []
    const counted = criticalStylesheet(SHEET, (text) => {
      made.push(text)
      return text
    })
    const page = '<div class="text-red shadow"><p class="text-red">a</p><p class="text-red">b</p></div>'
    expect(counted.forPage(page)).toBe(sheet.forClasses(new Set(['text-red', 'shadow'])))
    // The same attributes again (another render of the page), and others with the same classes.
    expect(counted.forPage(`${page}<p class="shadow">c</p>`)).toBe(counted.forPage(page))
    expect(counted.forPage('<b class="shadow\ttext-red"></b>')).toBe(counted.forPage(page))
    expect(made).toHaveLength(1)
    // A class the page did not have before is a new part.
    expect(counted.forPage('<div class="text-blue"></div>')).toContain('.text-blue{')
    expect(made).toHaveLength(2)
  })
})
