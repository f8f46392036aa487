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
import { fail, handleSubmission, redirectWithSuccess, formLocale } from '~/lib/submissions.server'
import {
  type FormActionData,
  type FormValues,
  LIMITS,
  MESSAGES,
  STORY_CATEGORIES,
  STORY_TAGS,
} from '~/lib/form-options'
import { STORY_FORM } from '~/lib/validation'
import { labelsOf } from '~/lib/kinds/fields'
import { STORY_FIELDS as F } from '~/lib/kinds/story'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/story'

export const meta = () => pageMeta('Share Your Story', 'Share your Wyoming story with visitors.')

export function loader({ context, request }: Route.LoaderArgs) {
  return { stamp: formStampFor(context), messages: messagesFor(formLocale(request), ['forms']) }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: STORY_FORM,
    images: true,
    save: createStorySubmission,
    success: () => redirectWithSuccess('/stories', MESSAGES.storySuccess),
    // Without JavaScript "Save as Draft" cannot reach the device's storage: keep the story on screen.
    before: (form, values) =>
      form.get('intent') === 'draft'
        ? fail(200, {
            values: values(),
            formError: { title: 'Draft not saved', description: MESSAGES.draftNeedsScript },
          })
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

const LABELS = labelsOf(F, { photos: 'Images' })

export default function SubmitStoryRoute({ loaderData }: Route.ComponentProps) {
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
  })
  const { errors } = form

  async function saveDraft(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    if (!form.formRef.current) return
    const formData = new FormData(form.formRef.current)
    const validation = await loadValidation()
    const { values } = validation.readFormFields(formData, validation.STORY_FORM)
    try {
      window.localStorage.setItem(STORY_DRAFT_KEY, JSON.stringify(values))
    } catch {
      void notify.error('Draft not saved', {
        description: 'This browser does not allow saving on the device.',
      })
      return
    }
    void notify.success('Draft saved', {
      description: 'Your story is kept on this device. Open Share Your Story again to continue.',
    })
    navigate('/stories')
  }

  return (
    <>
      <PageHero
        className="max-w-4xl"
        title="Share Your Story"
        subtitle="Tell visitors about your Wyoming: a day on the trail, a family tradition, a piece of local history."
      />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        {draft && !actionData ? (
          <div className="border-sage bg-card mb-6 flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border p-4">
            <p role="status">We restored the draft saved on this device.</p>
            <Button
              variant="outline"
              onClick={() => {
                clearDraft()
                setDraft(null)
              }}
            >
              Discard draft
            </Button>
          </div>
        ) : null}
        <SubmissionForm
          key={draft ? 'draft' : 'blank'}
          form={form}
          stamp={loaderData.stamp}
          labels={LABELS}
          aria-label="Story submission"
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
              Save as Draft
            </Button>
          }
          submitLabel="Submit Story"
        >
          <FieldSet>
            <FieldLegend>Story Details</FieldLegend>
            <FieldGroup>
              <TextField
                name="title"
                label={F.title.label}
                required
                maxLength={LIMITS.storyTitle}
                defaultValue={form.text('title')}
                errors={errors.title}
                className="sm:col-span-2"
              />
              <SelectField
                name="category"
                label={F.category.label}
                required
                placeholder="Select a category"
                options={STORY_CATEGORIES}
                defaultValue={form.text('category')}
                errors={errors.category}
              />
              <TextField
                name="location"
                label={F.location.label}
                maxLength={LIMITS.location}
                placeholder="Where did it happen?"
                defaultValue={form.text('location')}
                errors={errors.location}
              />
              <TextareaField
                name="excerpt"
                label={F.excerpt.label}
                required
                rows={2}
                maxLength={LIMITS.excerpt}
                description={`A short summary, up to ${LIMITS.excerpt} characters.`}
                defaultValue={form.text('excerpt')}
                errors={errors.excerpt}
                className="sm:col-span-2"
              />
              <TextareaField
                name="content"
                label={F.content.label}
                required
                rows={12}
                maxLength={LIMITS.content}
                description={`Up to ${LIMITS.content} characters.`}
                defaultValue={form.text('content')}
                errors={errors.content}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <ContactFieldset
            legend="Author Information"
            fields={['name', 'email']}
            names={{ name: 'authorName', email: 'authorEmail' }}
            required={['name', 'email']}
            labels={LABELS}
            form={form}
            extra={{ email: { description: 'Only our editors see it.' } }}
          >
            <TextareaField
              name="authorBio"
              label={F.authorBio.label}
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
            legend={F.tags.label}
            description={`Choose up to ${LIMITS.tags}.`}
            options={STORY_TAGS}
            selected={form.list('tags')}
            errors={errors.tags}
          />

          <FieldSet>
            <FieldLegend>Publishing Options</FieldLegend>
            <FieldGroup>
              <TextField
                name="publishDate"
                label={F.publishDate.label}
                type="date"
                defaultValue={form.text('publishDate')}
                errors={errors.publishDate}
              />
              <div className="grid content-start gap-1 sm:col-span-2">
                <CheckboxField
                  name="publishImmediately"
                  label={F.publishImmediately.label}
                  defaultChecked={form.checked('publishImmediately')}
                />
                <CheckboxField
                  name="featured"
                  label={F.featured.label}
                  defaultChecked={form.checked('featured')}
                />
                <CheckboxField
                  name="allowComments"
                  label={F.allowComments.label}
                  defaultChecked={form.checked('allowComments', true)}
                />
              </div>
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>Images</FieldLegend>
            <div className="clear-both grid gap-5">
              <TextField
                name="featuredImage"
                label={F.featuredImage.label}
                type="url"
                placeholder="https://"
                defaultValue={form.text('featuredImage')}
                errors={errors.featuredImage}
              />
              <PhotoField errors={errors.photos} label="Images" />
            </div>
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
