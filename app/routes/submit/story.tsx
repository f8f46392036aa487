import { useEffect, useState } from 'react'
import { useActionData, useNavigate } from 'react-router'
import { notify } from '~/lib/notify'
import { CheckboxGroup } from '~/components/checkbox-group'
import { ContactFieldset } from '~/components/contact-fieldset'
import { CheckboxField, SelectField, TextareaField, TextField } from '~/components/form-field'
import { PageHero } from '~/components/page-hero'
import { PhotoField, SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { Button } from '~/components/ui/button'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { formStampFor } from '~/lib/form.server'
import { loadValidation } from '~/lib/load-validation'
import { pageMeta } from '~/lib/meta'
import { createStorySubmission } from '~/lib/kinds/story.server'
import { fail, handleSubmission, inLanguage, redirectWithSuccess, formLocale } from '~/lib/submissions.server'
import {
  type FormActionData,
  type FormValues,
  LIMITS,
  MESSAGES,
  STORY_CATEGORIES,
  STORY_TAGS,
} from '~/lib/form-options'
import { STORY_FORM } from '~/lib/validation'
import { STORY_FIELDS as F } from '~/lib/kinds/story'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { fieldKey, localizedLabels, optionLabel } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/story'

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Share Your Story', data?.description ?? '')

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = formLocale(request)
  const say = serverT(locale)
  return {
    stamp: formStampFor(context),
    messages: messagesFor(locale, ['forms', 'submit.story']),
    title: say('submit.story.title'),
    description: say('submit.story.metaDescription'),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: STORY_FORM,
    kind: 'story',
    images: true,
    save: createStorySubmission,
    success: () => redirectWithSuccess('/stories', MESSAGES.storySuccess, formLocale(request)),
    // Without JavaScript "Save as Draft" cannot reach the device's storage: keep the story on screen.
    before: (form, values) =>
      form.get('intent') === 'draft'
        ? fail(
            200,
            inLanguage(formLocale(request), {
              values: values(),
              formError: {
                title: serverT(formLocale(request))('submit.story.draftNotSaved'),
                description: MESSAGES.draftNeedsScript,
              },
            }),
          )
        : undefined,
  })
}

/** Where "Save as Draft" keeps the story, on this device only. */
export const STORY_DRAFT_KEY = 'wyoming-navigator:story-draft'

function readDraft(): FormValues | null {
  try {
    const raw = window.localStorage.getItem(STORY_DRAFT_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return parsed && typeof parsed === 'object' ? (parsed as FormValues) : null
  } catch {
    return null
  }
}

function clearDraft() {
  try {
    window.localStorage.removeItem(STORY_DRAFT_KEY)
  } catch {
    // storage unavailable: nothing to clear
  }
}

const WORDS = { kind: 'story', fields: F }

export default function SubmitStoryRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const actionData = useActionData<FormActionData>()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<FormValues | null>(null)
  useEffect(() => {
    if (!actionData) setDraft(readDraft())
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const form = useSubmissionForm((v) => v.STORY_FORM, {
    images: true,
    initialValues: draft,
    onValid: clearDraft,
    words: WORDS,
  })
  const { errors } = form
  const labels = localizedLabels(t, WORDS, { photos: t('submit.story.images') })
  const label = (name: keyof typeof F) => t(fieldKey('story', name, 'label'))
  const option = (value: string) => optionLabel(t, 'story', value)

  async function saveDraft(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    if (!form.formRef.current) return
    const formData = new FormData(form.formRef.current)
    const validation = await loadValidation()
    const { values } = validation.readFormFields(formData, validation.STORY_FORM)
    try {
      window.localStorage.setItem(STORY_DRAFT_KEY, JSON.stringify(values))
    } catch {
      void notify.error(t('submit.story.draftNotSaved'), {
        description: t('submit.story.draftBlocked'),
      })
      return
    }
    void notify.success(t('submit.story.draftSaved'), {
      description: t('submit.story.draftSavedDescription'),
    })
    navigate(t.path('/stories'))
  }

  return (
    <>
      <PageHero className="max-w-4xl" title={t('submit.story.title')} subtitle={t('submit.story.subtitle')} />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        {draft && !actionData ? (
          <div className="border-sage bg-card mb-6 flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border p-4">
            <p role="status">{t('submit.story.draftRestored')}</p>
            <Button
              variant="outline"
              onClick={() => {
                clearDraft()
                setDraft(null)
              }}
            >
              {t('submit.story.discardDraft')}
            </Button>
          </div>
        ) : null}
        <SubmissionForm
          key={draft ? 'draft' : 'blank'}
          form={form}
          stamp={loaderData.stamp}
          labels={labels}
          aria-label={t('submit.story.formName')}
          actions={
            <Button
              type="submit"
              name="intent"
              value="draft"
              formNoValidate
              variant="outline"
              size="lg"
              onClick={(event) => void saveDraft(event)}
            >
              {t('submit.story.saveDraft')}
            </Button>
          }
          submitLabel={t('submit.story.submit')}
        >
          <FieldSet>
            <FieldLegend>{t('submit.story.details')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="title"
                label={label('title')}
                required
                maxLength={LIMITS.storyTitle}
                defaultValue={form.text('title')}
                errors={errors.title}
                className="sm:col-span-2"
              />
              <SelectField
                name="category"
                label={label('category')}
                required
                placeholder={t('submit.story.categoryPlaceholder')}
                options={STORY_CATEGORIES.map((value) => ({ value, label: option(value) }))}
                defaultValue={form.text('category')}
                errors={errors.category}
              />
              <TextField
                name="location"
                label={label('location')}
                maxLength={LIMITS.location}
                placeholder={t('submit.story.locationPlaceholder')}
                defaultValue={form.text('location')}
                errors={errors.location}
              />
              <TextareaField
                name="excerpt"
                label={label('excerpt')}
                required
                rows={2}
                maxLength={LIMITS.excerpt}
                description={t('submit.story.excerptHint', { count: LIMITS.excerpt })}
                defaultValue={form.text('excerpt')}
                errors={errors.excerpt}
                className="sm:col-span-2"
              />
              <TextareaField
                name="content"
                label={label('content')}
                required
                rows={12}
                maxLength={LIMITS.content}
                description={t('submit.story.contentHint', { count: LIMITS.content })}
                defaultValue={form.text('content')}
                errors={errors.content}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <ContactFieldset
            legend={t('submit.story.author')}
            fields={['name', 'email']}
            names={{ name: 'authorName', email: 'authorEmail' }}
            required={['name', 'email']}
            labels={labels}
            form={form}
            extra={{ email: { description: t('submit.story.emailHint') } }}
          >
            <TextareaField
              name="authorBio"
              label={label('authorBio')}
              rows={3}
              maxLength={LIMITS.bio}
              defaultValue={form.text('authorBio')}
              errors={errors.authorBio}
              className="sm:col-span-2"
            />
          </ContactFieldset>

          <CheckboxGroup
            section
            name="tags"
            legend={label('tags')}
            description={t('submit.story.tagsHint', { count: LIMITS.tags })}
            options={STORY_TAGS}
            optionLabel={option}
            selected={form.list('tags')}
            errors={errors.tags}
          />

          <FieldSet>
            <FieldLegend>{t('submit.story.publishing')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="publishDate"
                label={label('publishDate')}
                type="date"
                defaultValue={form.text('publishDate')}
                errors={errors.publishDate}
              />
              <div className="grid content-start gap-1 sm:col-span-2">
                <CheckboxField
                  name="publishImmediately"
                  label={label('publishImmediately')}
                  defaultChecked={form.checked('publishImmediately')}
                />
                <CheckboxField
                  name="featured"
                  label={label('featured')}
                  defaultChecked={form.checked('featured')}
                />
                <CheckboxField
                  name="allowComments"
                  label={label('allowComments')}
                  defaultChecked={form.checked('allowComments', true)}
                />
              </div>
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>{t('submit.story.images')}</FieldLegend>
            <div className="clear-both grid gap-5">
              <TextField
                name="featuredImage"
                label={label('featuredImage')}
                type="url"
                placeholder="https://"
                defaultValue={form.text('featuredImage')}
                errors={errors.featuredImage}
              />
              <PhotoField errors={errors.photos} label={t('submit.story.images')} />
            </div>
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
