import { Form, Link } from 'react-router'
import { ListingPhoto } from '~/components/listing-photo'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useIsPending } from '~/components/use-is-pending'
import { useT } from '~/lib/i18n/use-t'
import type { Photo } from '~/lib/photos/photos'
import { regionDateTime } from '~/lib/i18n/region-date-time'

/** A business's photo in the editors' queue (app/routes/admin/proposals.tsx, issue 44). */
export interface ReviewedPhoto extends Photo {
  listing: { name: string; path: string }
  photosPath: string
  email: string
  createdAt: string
}

/**
 * Businesses' photos for the editors: each with its listing, who sent it and its alt text; approve,
 * or reject with a reason (mailed), or, for a trusted partner's published photo, "Looked at".
 * The alt text is corrected on the listing's photos page. Plain forms, without JavaScript too.
 * Its words are `adminPhotos.review.*`: the page that shows it sends the `adminPhotos` messages.
 */
export function PhotoReviewList({
  photos,
  mode,
  error,
}: {
  photos: ReviewedPhoto[]
  mode: 'decide' | 'look'
  error?: { photoId: string; message: string }
}) {
  const pending = useIsPending()
  const t = useT()
  if (photos.length === 0)
    return (
      <p className="text-muted-foreground mt-2">
        {mode === 'decide' ? t('adminPhotos.review.none') : t('adminPhotos.review.nothing')}
      </p>
    )
  return (
    <ul
      className="mt-3 grid gap-4 sm:grid-cols-2"
      aria-label={mode === 'decide' ? t('adminPhotos.review.waiting') : t('adminPhotos.review.forALook')}
    >
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <Card>
            <CardContent className="grid gap-3">
              <ListingPhoto photo={photo} sizes="(min-width: 640px) 24rem, 100vw" className="rounded-lg" />
              <p className="text-muted-foreground text-sm font-semibold">
                {regionDateTime(photo.createdAt, t.locale)} ·{' '}
                <span className="[overflow-wrap:anywhere]">{photo.email}</span>
              </p>
              <p className="font-bold break-words">
                <Link to={t.path(photo.listing.path)} className="text-secondary underline underline-offset-4">
                  {photo.listing.name}
                </Link>
              </p>
              <p className="break-words">
                <span className="font-semibold">{t('adminPhotos.review.alt')}</span> {photo.alt}
              </p>
              <p>
                <Link
                  to={t.path(photo.photosPath)}
                  className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                >
                  {t('adminPhotos.review.edit')}
                </Link>
              </p>
              {error?.photoId === photo.id ? (
                <p role="alert" className="text-destructive font-semibold">
                  {error.message}
                </p>
              ) : null}
              {mode === 'decide' ? (
                <>
                  <Form method="post">
                    <input type="hidden" name="photoId" value={photo.id} />
                    <Button type="submit" name="intent" value="approve-photo" disabled={pending}>
                      {t('adminPhotos.review.approve')}
                    </Button>
                  </Form>
                  <Form
                    method="post"
                    className="grid gap-2"
                    // Each form's name its own (axe's landmark-unique): two photos of one listing may wait.
                    aria-label={t('adminPhotos.review.rejectLabel', {
                      number: index + 1,
                      count: photos.length,
                      name: photo.listing.name,
                    })}
                  >
                    <input type="hidden" name="photoId" value={photo.id} />
                    <Label htmlFor={`reason-${photo.id}`}>{t('adminPhotos.review.reason')}</Label>
                    <Textarea id={`reason-${photo.id}`} name="reason" required maxLength={1000} rows={2} />
                    <div>
                      <Button
                        type="submit"
                        name="intent"
                        value="reject-photo"
                        variant="destructive"
                        disabled={pending}
                      >
                        {t('adminPhotos.review.reject')}
                      </Button>
                    </div>
                  </Form>
                </>
              ) : (
                <Form method="post">
                  <input type="hidden" name="photoId" value={photo.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="looked-photo"
                    variant="outline"
                    disabled={pending}
                  >
                    {t('adminPhotos.review.looked')}
                  </Button>
                </Form>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
