import fs from 'node:fs'
import path from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { type Locale, LOCALES } from '../lib/i18n/config'
import { en, es } from '.'

/** The catalogs (decision 059): the same keys in every language, valid ICU, each key used. */
const dir = path.dirname(new URL(import.meta.url).pathname)
const catalogs: Record<Locale, Record<string, string | undefined>> = { en, es }

/** Each language's namespace files (app/locales/<code>/<namespace>.json). */
function namespaceFiles(locale: Locale): string[] {
  return fs
    .readdirSync(path.join(dir, locale))
    .filter((name) => name.endsWith('.json'))
    .sort()
}

/** The argument names a compiled message uses (`{count}`, a plural's, a select's), sorted. */
function argumentsOf(message: unknown, names = new Set<string>()): string[] {
  if (Array.isArray(message))
    for (const token of message) {
      if (Array.isArray(token)) {
        const [name, , format] = token as [string, string?, unknown?]
        names.add(name)
        if (format && typeof format === 'object')
          for (const choice of Object.values(format)) argumentsOf(choice, names)
      }
    }
  return [...names].sort()
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('message catalogs', () => {
  const english = catalogs.en

  it.each(LOCALES)(
    '%s has the same namespace files as English, each listed, each key in its own',
    (locale) => {
      expect(namespaceFiles(locale)).toEqual(namespaceFiles('en'))
      const listed = new Set<string>()
      for (const file of namespaceFiles(locale)) {
        const namespace = file.replace(/\.json$/, '')
        const messages = JSON.parse(fs.readFileSync(path.join(dir, locale, file), 'utf8')) as Record<
          string,
          string
        >
        for (const [key, text] of Object.entries(messages)) {
          expect(key.startsWith(`${namespace}.`), `${locale}/${file}: ${key}`).toBe(true)
          expect(catalogs[locale][key], `${locale}/${file} is not in app/locales/index.ts`).toBe(text)
          listed.add(key)
        }
      }
      expect([...listed].sort()).toEqual(Object.keys(catalogs[locale]).sort())
    },
  )

  it.each(LOCALES)('%s has every key of English and no other', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(english).sort())
  })

  it.each(LOCALES)(
    'every %s message is valid ICU MessageFormat with the same arguments as English',
    (locale) => {
      for (const [key, text] of Object.entries(catalogs[locale])) {
        let compiled: unknown
        expect(() => (compiled = compileMessageOrThrow(text ?? '')), `${locale} ${key}`).not.toThrow()
        expect(argumentsOf(compiled), `${locale} ${key}`).toEqual(
          argumentsOf(compileMessageOrThrow(english[key]!)),
        )
        expect((text ?? '').trim(), `${locale} ${key} is empty`).not.toBe('')
      }
    },
  )

  it('translates: a Spanish message is not the English one, except names and figures', () => {
    const same = Object.keys(english).filter((key) => catalogs.es![key] === english[key])
    expect(same.sort()).toEqual(
      [
        'events.music.genre.Blues',
        'events.music.genre.Country',
        'events.music.genre.Folk',
        'home.explore.blog.title',
        'home.hero.eyebrow',
        'home.safety.water.figure',
        'shell.nav.blog',
        'visit.service.avalanche.name',
        'visit.service.wydot.info',
        'eat.amenity.wi-fi',
        'listing.access.no',
        'listing.amenity.wifi',
        'stay.type.lodges',
        'newsletter.unsubscribe.askAfter',
        'partnerPhotos.unsubscribe.askAfter',
        // the map's areas, places' names
        'map.view.jackson-hole',
        'map.view.star-valley',
        'blog.feedTitle',
        'search.browse.blog',
        'search.didYouMean.end',
        'search.types.counted',
        // only its arguments and signs: "{line} ({ago})."
        'partner.checked.line',
        // only their arguments and signs: "{done}.", "{title}: {reason}", "({status})."
        'adminReview.bulk.summary',
        'adminReview.bulk.failure',
        'adminReview.origin.status',
        // “No” is the same word in both (a yes/no answer in a message's fields)
        'adminMessages.message.no',
      ].sort(),
    )
  })

  it('has no unused key: each is named in the app’s code, literally or by a template', () => {
    const source = sourceFiles(path.join(dir, '..'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    // `home.explore.${card.key}.title` names every home.explore.<x>.title.
    const templates = [...source.matchAll(/`([a-z][\w-]*\.[^`]*\$\{[^`]*)`/g)].map(
      ([, template]) =>
        new RegExp(
          `^${template!
            .split(/\$\{[^}]*\}/)
            .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('[\\w-]+')}$`,
        ),
    )
    const unused = Object.keys(english).filter(
      (key) => !source.includes(`'${key}'`) && !templates.some((template) => template.test(key)),
    )
    expect(unused).toEqual([])
  })
})
