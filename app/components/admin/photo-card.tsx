import type * as React from 'react'
import { Form } from 'react-router'
import { ListingPhoto } from '~/components/listing-photo'
import { RequiredMark } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { FieldDescription, FieldError } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useIsPending } from '~/components/use-is-pending'
import { Select } from '~/components/ui/select'
import { IMAGE_LIMITS } from '~/lib/form-options'
import { useT } from '~/lib/i18n/use-t'
import { adminUploadWords, type UploadWords } from './upload-words'
import { ALT_MAX, CAPTION_MAX, CREDIT_MAX } from '~/lib/photos/photo.schema'
import type { EditorPhoto } from '~/lib/photos/photos'
import type { PhotoFormAnswer } from '~/lib/photos/photo-form.server'

/**
 * The forms of the editors' photos page (app/routes/admin/listing-photos.tsx): one card per photo
 * (alt text, caption, credit and license, move up/down, replace the file, remove with a confirmation) and the
 * upload form. Each is a plain form that works without JavaScript.
 */

export type { PhotoFormAnswer }

/** Label, control, description and error for one photo's field (ids unique per photo). */
function PhotoField({
  id,
  label,
  required,
  description,
  errors,
  children,
}: {
  id: string
  label: string
  required?: boolean
  description?: string
  errors?: string[]
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode
}) {
  const describedBy = [description ? `${id}-description` : null, errors?.length ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {description ? <FieldDescription id={`${id}-description`}>{description}</FieldDescription> : null}
      {children({
        id,
        'aria-invalid': errors?.length ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {errors?.length ? <FieldError id={`${id}-error`}>{errors[0]}</FieldError> : null}
    </div>
  )
}

/** The photographer and the license, shown under the photo on public pages ("Photo: Ann Lee, CC BY 4.0"). */
function CreditFields({
  idSuffix,
  labels,
  answer,
  photo,
  words,
}: {
  idSuffix: string
  /** the two fields' labels when they differ from the upload form's (a photo's card names its photo) */
  labels?: { credit: string; license: string }
  answer?: PhotoFormAnswer
  photo?: EditorPhoto
  words: UploadWords
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PhotoField
        id={`credit-${idSuffix}`}
        label={labels?.credit ?? words.credit}
        description={words.creditDescription}
        errors={answer?.errors?.credit}
      >
        {(props) => (
          <Input
            {...props}
            name="credit"
            maxLength={CREDIT_MAX}
            autoComplete="off"
            defaultValue={answer?.values?.credit ?? photo?.creditName ?? ''}
          />
        )}
      </PhotoField>
      <PhotoField
        id={`license-${idSuffix}`}
        label={labels?.license ?? words.license}
        description={words.licenseDescription}
        errors={answer?.errors?.license}
      >
        {(props) => (
          <Select {...props} name="license" defaultValue={answer?.values?.license ?? photo?.license ?? ''}>
            <option value="">{words.notStated}</option>
            {Object.entries(words.licenses).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </PhotoField>
    </div>
  )
}
export function UploadForm({
  answer,
  words,
}: {
  answer?: PhotoFormAnswer
  /** the form's words in the page's language */
  words: UploadWords
}) {
  const pending = useIsPending()
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-5">
      <input type="hidden" name="intent" value="upload" />
      {answer ? (
        <p role="alert" className="text-destructive font-semibold">
          {answer.error}
        </p>
      ) : null}
      <PhotoField
        id="new-photo"
        label={words.photo}
        required
        description={words.fileDescription}
        errors={answer?.errors?.photo}
      >
        {(props) => (
          <Input {...props} name="photo" type="file" required accept="image/jpeg,image/png,image/webp" />
        )}
      </PhotoField>
      <PhotoField
        id="new-alt"
        label={words.alt}
        required
        description={words.altDescription}
        errors={answer?.errors?.alt}
      >
        {(props) => (
          <Input
            {...props}
            name="alt"
            required
            maxLength={ALT_MAX}
            defaultValue={answer?.values?.alt ?? ''}
          />
        )}
      </PhotoField>
      <PhotoField id="new-caption" label={words.caption} errors={answer?.errors?.caption}>
        {(props) => (
          <Input
            {...props}
            name="caption"
            maxLength={CAPTION_MAX}
            defaultValue={answer?.values?.caption ?? ''}
          />
        )}
      </PhotoField>
      <CreditFields idSuffix="new" answer={answer} words={words} />
      <div>
        <Button type="submit" disabled={pending}>
          {words.submit}
        </Button>
      </div>
    </Form>
  )
}

export function PhotoCard({
  photo,
  index,
  count,
  answer,
}: {
  photo: EditorPhoto
  index: number
  count: number
  answer?: PhotoFormAnswer
}) {
  const pending = useIsPending()
  const t = useT()
  const words = adminUploadWords(t)
  const name = t('adminPhotos.card.name', { number: index + 1 })
  const ofName = t('adminPhotos.card.ofName', { name })
  const headingId = `photo-${photo.id}-heading`
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardContent className="grid gap-5 md:grid-cols-[16rem_1fr]">
        <div className="grid content-start gap-3">
          <h3 id={headingId} className="text-lg font-semibold">
            {index === 0
              ? t('adminPhotos.card.headingMain', { number: index + 1 })
              : t('adminPhotos.card.heading', { number: index + 1 })}
          </h3>
          <ListingPhoto photo={photo} sizes="16rem" className="rounded-lg" />
          <p className="text-muted-foreground text-sm">
            {t('adminPhotos.card.pixels', { width: photo.width, height: photo.height })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="photoId" value={photo.id} />
              <input type="hidden" name="direction" value="up" />
              <Button type="submit" variant="outline" disabled={pending || index === 0}>
                {t('adminPhotos.card.moveUp')}
                <span className="sr-only"> {name}</span>
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="photoId" value={photo.id} />
              <input type="hidden" name="direction" value="down" />
              <Button type="submit" variant="outline" disabled={pending || index === count - 1}>
                {t('adminPhotos.card.moveDown')}
                <span className="sr-only"> {name}</span>
              </Button>
            </Form>
          </div>
        </div>
        <div className="grid content-start gap-5">
          {answer ? (
            <p role="alert" className="text-destructive font-semibold">
              {answer.error}
            </p>
          ) : null}
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="photoId" value={photo.id} />
            <PhotoField
              id={`alt-${photo.id}`}
              label={t('adminPhotos.card.altOf', { name })}
              required
              errors={answer?.errors?.alt}
            >
              {(props) => (
                <Input
                  {...props}
                  name="alt"
                  required
                  maxLength={ALT_MAX}
                  defaultValue={answer?.values?.alt ?? photo.alt}
                />
              )}
            </PhotoField>
            <PhotoField
              id={`caption-${photo.id}`}
              label={t('adminPhotos.card.captionOf', { name })}
              errors={answer?.errors?.caption}
            >
              {(props) => (
                <Input
                  {...props}
                  name="caption"
                  maxLength={CAPTION_MAX}
                  defaultValue={answer?.values?.caption ?? photo.caption ?? ''}
                />
              )}
            </PhotoField>
            <CreditFields
              idSuffix={photo.id}
              labels={{
                credit: t('adminPhotos.card.creditOf', { name }),
                license: t('adminPhotos.card.licenseOf', { name }),
              }}
              answer={answer}
              photo={photo}
              words={words}
            />
            <div>
              <Button type="submit" disabled={pending}>
                {t('adminPhotos.card.save')}
                <span className="sr-only"> {ofName}</span>
              </Button>
            </div>
          </Form>
          <details open={answer?.errors?.photo ? true : undefined}>
            <summary className="focus-visible:outline-ring border-border hover:bg-muted flex min-h-11 cursor-pointer items-center rounded-lg border px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2">
              {t('adminPhotos.card.replace')}
              <span className="sr-only"> {ofName}</span>
            </summary>
            <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="replace" />
              <input type="hidden" name="photoId" value={photo.id} />
              <PhotoField
                id={`file-${photo.id}`}
                label={t('adminPhotos.card.newFile', { name })}
                required
                description={t('adminPhotos.card.replaceDescription', { megabytes: IMAGE_LIMITS.megabytes })}
                errors={answer?.errors?.photo}
              >
                {(props) => (
                  <Input
                    {...props}
                    name="photo"
                    type="file"
                    required
                    accept="image/jpeg,image/png,image/webp"
                  />
                )}
              </PhotoField>
              <div>
                <Button type="submit" variant="outline" disabled={pending}>
                  {t('adminPhotos.card.replaceFile')}
                </Button>
              </div>
            </Form>
          </details>
          <details open={answer?.errors?.confirm ? true : undefined}>
            <summary className="focus-visible:outline-ring border-border hover:bg-muted flex min-h-11 cursor-pointer items-center rounded-lg border px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2">
              {t('adminPhotos.card.remove')}
              <span className="sr-only"> {name}</span>
            </summary>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="photoId" value={photo.id} />
              <label className="flex items-start gap-3">
                <Checkbox
                  name="confirm"
                  value="yes"
                  required
                  className="mt-0.5"
                  aria-invalid={answer?.errors?.confirm ? true : undefined}
                  aria-describedby={answer?.errors?.confirm ? `confirm-${photo.id}-error` : undefined}
                />
                <span>{t('adminPhotos.card.removeConfirm', { name })}</span>
              </label>
              {answer?.errors?.confirm ? (
                <FieldError id={`confirm-${photo.id}-error`}>{answer.errors.confirm[0]}</FieldError>
              ) : null}
              <div>
                <Button type="submit" variant="destructive" disabled={pending}>
                  {t('adminPhotos.card.removeButton')}
                </Button>
              </div>
            </Form>
          </details>
        </div>
      </CardContent>
    </Card>
  )
}
