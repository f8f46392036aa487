import postcss, { type Container } from 'postcss'

/**
 * The part of a stylesheet one page needs to paint: the rules whose class names all appear in the
 * page, the rules that name no class (the base styles), and only the custom properties and
 * `@property` registrations those rules use.
 *
 * The whole site stylesheet is about 54 KB (11 KB compressed), half of a small page's bytes, and a
 * page uses about a third of its rules. The page carries this part inline, so it is smaller (a
 * document within the first round trip of a new connection on a slow network paints a round trip
 * sooner) and the browser matches fewer rules before its first paint; the page's loader swaps in
 * the whole stylesheet once the page has painted and before any script runs
 * (app/lib/deferred-scripts.server.ts), so whatever a script shows later is styled. Without
 * JavaScript nothing changes a page's classes, so its part is all it ever needs.
 *
 * A rule is kept when one of its selectors names only classes the page has. Class names inside
 * `:not(…)`, and inside a parenthesised list of several selectors (`:is(.a, .b)`), are not required:
 * the rule may be kept without them, never dropped for them.
 */
export interface CriticalStylesheet<Part = string> {
  /** The part of the stylesheet a page with these class names (classesInPage) needs. */
  forClasses(classes: ReadonlySet<string>): Part
  /**
   * The part the page `html` needs: forClasses(classesInPage(html)), remembered by the page's
   * distinct `class` attributes in the order they come. Renders of one page (of one kind of page)
   * repeat those, so most pages are answered without splitting or sorting their class names.
   */
  forPage(html: string): Part
}

type Piece =
  | { kind: 'rule'; text: string; needs: string[][] | null }
  | { kind: 'block'; open: string; children: Piece[] }
  | { kind: 'variables'; open: string; declarations: Declaration[]; needs: string[][] | null }
  | { kind: 'property'; name: string; text: string }

interface Declaration {
  name: string
  text: string
  uses: string[]
}

/** At-rules whose rules are judged one by one; any other at-rule is kept whole. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'starting-style'])
/** How many pages' parts are remembered (pages of one kind share their class names). */
const REMEMBERED = 256

/**
 * The stylesheet read once, ready to give any page its part (as `finish` makes it from the text:
 * the bytes a page carries, say), each part made once.
 */
export function criticalStylesheet(css: string): CriticalStylesheet
export function criticalStylesheet<Part>(
  css: string,
  finish: (text: string) => Part,
): CriticalStylesheet<Part>
export function criticalStylesheet(
  css: string,
  finish: (text: string) => unknown = (text) => text,
): CriticalStylesheet<unknown> {
  const pieces = compile(postcss.parse(css))
  const made = new Map<string, unknown>()
  const byPage = new Map<string, unknown>()
  const forClasses = (classes: ReadonlySet<string>) => {
    const key = [...classes].sort().join(' ')
    let part = made.get(key)
    if (part === undefined) {
      part = finish(emit(pieces, classes))
      remember(made, key, part)
    }
    return part
  }
  return {
    forClasses,
    forPage(html) {
      const values = classAttributes(html)
      let key = ''
      for (const value of values) key += `${value}\n`
      let part = byPage.get(key)
      if (part === undefined) {
        part = forClasses(classesIn(values))
        remember(byPage, key, part)
      }
      return part
    },
  }
}

/** Keeps at most REMEMBERED entries, the oldest going first. */
function remember(map: Map<string, unknown>, key: string, value: unknown) {
  if (map.size >= REMEMBERED) map.delete(map.keys().next().value as string)
  map.set(key, value)
}

function compile(container: Container): Piece[] {
  const pieces: Piece[] = []
  container.each((node) => {
    if (node.type === 'comment') return
    if (node.type === 'atrule' && GROUPS.has(node.name) && node.nodes) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`
      pieces.push({ kind: 'block', open, children: compile(node) })
    } else if (node.type === 'atrule' && node.name === 'property') {
      pieces.push({ kind: 'property', name: node.params.trim(), text: node.toString() })
    } else if (node.type === 'rule') {
      const alternatives = node.selectors.map(classesOf)
      const needs = alternatives.some((classes) => classes.length === 0) ? null : alternatives
      const only = node.nodes.every((child) => child.type === 'decl' && child.prop.startsWith('--'))
      if (only && node.nodes.length > 0) {
        const declarations = node.nodes.map((child) => {
          const text = child.toString()
          return { name: (child as postcss.Declaration).prop, text, uses: namesIn(text).slice(1) }
        })
        pieces.push({ kind: 'variables', open: `${node.selector}{`, declarations, needs })
      } else pieces.push({ kind: 'rule', text: node.toString(), needs })
    } else {
      // `@layer a, b;`, `@keyframes`, `@font-face`, …: kept as they are.
      const text = node.toString()
      pieces.push({
        kind: 'rule',
        text: node.type === 'atrule' && !node.nodes ? `${text};` : text,
        needs: null,
      })
    }
  })
  return pieces
}

/** The custom property names (`--x`) a piece of CSS sets or reads, in order. */
function namesIn(text: string): string[] {
  return text.match(/--[\w-]+/g) ?? []
}

function emit(pieces: readonly Piece[], classes: ReadonlySet<string>): string {
  const applies = (needs: string[][] | null) =>
    needs === null || needs.some((names) => names.every((name) => classes.has(name)))
  // First the rules the page needs, and every custom property they set or read…
  const used = new Set<string>()
  const variables: Declaration[] = []
  const visit = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'block') visit(piece.children)
      else if (piece.kind === 'rule' && applies(piece.needs))
        for (const name of namesIn(piece.text)) used.add(name)
      else if (piece.kind === 'variables' && applies(piece.needs)) variables.push(...piece.declarations)
    }
  }
  visit(pieces)
  // …then the custom properties those read, until none is new.
  for (let grew = true; grew;) {
    grew = false
    for (const declaration of variables)
      if (used.has(declaration.name))
        for (const name of declaration.uses)
          if (!used.has(name)) {
            used.add(name)
            grew = true
          }
  }
  const write = (list: readonly Piece[]): string => {
    let out = ''
    for (const piece of list) {
      if (piece.kind === 'block') {
        const inner = write(piece.children)
        if (inner) out += `${piece.open}${inner}}`
      } else if (piece.kind === 'rule') {
        if (applies(piece.needs)) out += piece.text
      } else if (piece.kind === 'property') {
        if (used.has(piece.name)) out += piece.text
      } else if (applies(piece.needs)) {
        const kept = piece.declarations.filter((declaration) => used.has(declaration.name))
        if (kept.length) out += `${piece.open}${kept.map((declaration) => declaration.text).join(';')}}`
      }
    }
    return out
  }
  return write(pieces)
}

/**
 * The class names a selector requires (unescaped, as a page's `class` attribute spells them),
 * leaving out those in `:not(…)` and in parenthesised lists of several selectors.
 */
export function classesOf(selector: string): string[] {
  let required = ''
  for (let at = 0; at < selector.length;) {
    const char = selector[at]
    if (char === '\\') {
      required += selector.slice(at, at + 2)
      at += 2
    } else if (char === '[') {
      // An attribute selector: its value may hold dots that are not classes.
      const close = selector.indexOf(']', at)
      required += ' '
      at = close === -1 ? selector.length : close + 1
    } else if (char === '(') {
      let depth = 1
      let list = false
      let end = at + 1
      for (; end < selector.length && depth > 0; end++) {
        const inner = selector[end]
        if (inner === '\\') end++
        else if (inner === '(') depth++
        else if (inner === ')') depth--
        else if (inner === ',' && depth === 1) list = true
      }
      const negated = required.endsWith(':not')
      required += negated || list ? ' ' : ` ${selector.slice(at + 1, end - 1)} `
      at = end
    } else {
      required += char
      at++
    }
  }
  const names: string[] = []
  for (const match of required.matchAll(/\.((?:\\(?:[0-9a-fA-F]{1,6} ?|[^0-9a-fA-F])|[-\w\u00a0-\uffff])+)/g))
    names.push(unescapeIdentifier(match[1]!))
  return names
}

function unescapeIdentifier(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6} ?|[^0-9a-fA-F])/g, (_escape, code: string) =>
    /^[0-9a-fA-F]/.test(code) ? String.fromCodePoint(parseInt(code, 16)) : code,
  )
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/**
 * Every class name in a page's `class` attributes (HTML as React writes it). (A `style` attribute
 * reading a theme variable the page's classes do not use would not be seen: none does.)
 */
export function classesInPage(html: string): Set<string> {
  return classesIn(classAttributes(html))
}

/** A page's distinct `class` attribute values, as written (entities and all), in order. */
function classAttributes(html: string): Set<string> {
  // Many elements share a class attribute (the cards of a list): each value is kept once.
  const values = new Set<string>()
  CLASS_ATTRIBUTE.lastIndex = 0
  for (let match = CLASS_ATTRIBUTE.exec(html); match; match = CLASS_ATTRIBUTE.exec(html))
    values.add(match[1]!)
  return values
}

/** The class names in those values. */
function classesIn(values: ReadonlySet<string>): Set<string> {
  const classes = new Set<string>()
  for (let value of values) {
    if (value.includes('&'))
      value = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
    for (const name of value.split(/[\t\n\f\r ]+/)) if (name) classes.add(name)
  }
  return classes
}
