import { useState } from 'react'
import { CheckboxField, SelectField, TextareaField, TextField } from '~/components/form-field'
import { useT } from '~/lib/i18n/use-t'
import type { EditorField, EditorValues } from '~/lib/kinds/editor'

/**
 * The listing editor's fields, rendered from the kind's spec (app/lib/kinds/*.server.ts): values
 * from the listing or the sent form, each field's message under it. Plain inputs: works without
 * JavaScript. Its own words come from the `editor` catalog: every route rendering it sends
 * `messagesFor(locale, ['editor'])` (the back office in English, the partner area in its language).
 */
export function ListingFields({
  fields,
  values,
  errors,
  towns,
}: {
  fields: EditorField[]
  values: EditorValues
  errors?: Record<string, string[] | undefined>
  towns: readonly string[]
}) {
  const t = useT()
  // A field's translations (decision 057) are shown beside it, English first.
  const translations = new Map<string, EditorField[]>()
  for (const field of fields)
    if (field.translationOf)
      translations.set(field.translationOf.field, [
        ...(translations.get(field.translationOf.field) ?? []),
        field,
      ])
  const render = (field: EditorField, pair = false) => {
    const value = values[field.name]
    const text = typeof value === 'string' ? value : ''
    const common = {
      name: field.name,
      label: field.label,
      required: field.required,
      description: field.description,
      errors: errors?.[field.name],
    }
    const wide =
      !pair && (field.input === 'textarea' || field.input === 'lines' || field.input === 'checkboxes')
    const className = wide ? 'md:col-span-2' : undefined
    const lang = field.translationOf?.locale
    switch (field.input) {
      case 'textarea':
      case 'lines':
        if (field.counter)
          return (
            <CountedTextarea
              key={field.name}
              {...common}
              max={field.max ?? 160}
              defaultValue={text}
              lang={lang}
              wide={!pair}
            />
          )
        return (
          <TextareaField
            key={field.name}
            {...common}
            className={className}
            rows={field.input === 'lines' ? 4 : field.name.startsWith('body') ? 12 : 4}
            lang={lang}
            defaultValue={text}
          />
        )
      case 'select':
      case 'town':
        return (
          <SelectField
            key={field.name}
            {...common}
            placeholder={field.required ? t('editor.chooseOne') : (field.emptyLabel ?? t('editor.none'))}
            options={(field.input === 'town' ? towns : (field.options ?? [])).map((option) => ({
              value: option,
              label: field.optionLabels?.[option] ?? option,
            }))}
            defaultValue={text}
          />
        )
      case 'checkbox':
        return (
          <CheckboxField
            key={field.name}
            name={field.name}
            label={field.label}
            description={field.description}
            defaultChecked={value === 'on'}
          />
        )
      case 'checkboxes': {
        const chosen = Array.isArray(value) ? value : []
        return (
          <fieldset key={field.name} className={className}>
            <legend className="text-sm font-semibold">{field.label}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6">
              {(field.options ?? []).map((option) => (
                <CheckboxField
                  key={option}
                  name={field.name}
                  value={option}
                  label={field.optionLabels?.[option] ?? option}
                  id={`field-${field.name}-${option}`}
                  defaultChecked={chosen.includes(option)}
                />
              ))}
            </div>
            {errors?.[field.name]?.length ? (
              <p className="text-destructive mt-1 text-sm font-semibold">{errors[field.name]![0]}</p>
            ) : null}
          </fieldset>
        )
      }
      default:
        return (
          <TextField
            key={field.name}
            {...common}
            type={
              field.input === 'date' ||
              field.input === 'time' ||
              field.input === 'email' ||
              field.input === 'url' ||
              field.input === 'tel'
                ? field.input
                : 'text'
            }
            inputMode={
              field.input === 'number' || field.input === 'lat' || field.input === 'lng'
                ? 'decimal'
                : undefined
            }
            lang={lang}
            defaultValue={text}
          />
        )
    }
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {fields.map((field) => {
        if (field.translationOf) return null
        const others = translations.get(field.name)
        if (!others) return render(field)
        return (
          <div
            key={field.name}
            className="grid gap-6 md:col-span-2 md:grid-cols-2"
            data-translated={field.name}
          >
            {render(field, true)}
            {others.map((other) => render(other, true))}
          </div>
        )
      })}
    </div>
  )
}

/**
 * A textarea with the count of its characters under it ("42 of 160 characters"): counted as the
 * editor types, and from the saved text without JavaScript. Longer text is refused by the server
 * with the field's message, never cut.
 */
function CountedTextarea({
  max,
  defaultValue,
  lang,
  wide = true,
  ...common
}: {
  /** the language of a translation's text (decision 057) */
  lang?: string
  /** across both columns; a translation pair's halves are not */
  wide?: boolean
  name: string
  label: string
  required?: boolean
  description?: string
  errors?: string[]
  max: number
  defaultValue: string
}) {
  const t = useT()
  const [length, setLength] = useState(defaultValue.length)
  const over = length > max
  return (
    <div className={wide ? 'grid gap-1 md:col-span-2' : 'grid gap-1'}>
      <TextareaField
        {...common}
        lang={lang}
        rows={3}
        defaultValue={defaultValue}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
      <p
        id={`field-${common.name}-count`}
        className={over ? 'text-destructive text-sm font-semibold' : 'text-muted-foreground text-sm'}
      >
        {over
          ? t('editor.counterOver', { length, max, over: length - max })
          : t('editor.counter', { length, max })}
      </p>
    </div>
  )
}
