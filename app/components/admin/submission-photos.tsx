import { Card, CardContent } from '~/components/ui/card'
import { useT } from '~/lib/i18n/use-t'
import type { SubmissionDetail } from '~/lib/review-queue.server'

/** The photos sent with a submission, each a link to the full upload. */
export function SubmissionPhotos({ submission }: { submission: SubmissionDetail }) {
  const t = useT()
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="font-display text-2xl font-bold">{t('adminReview.photos.title')}</h2>
        {submission.images.length === 0 ? (
          <p className="text-muted-foreground mt-2">{t('adminReview.photos.none')}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {submission.images.map((image, index) => (
              <li key={image.id}>
                <a href={`/admin/uploads/${image.id}`} className="block" target="_blank" rel="noreferrer">
                  <img
                    src={`/admin/uploads/${image.id}`}
                    width={320}
                    height={240}
                    loading="lazy"
                    alt={t('adminReview.photos.alt', { number: index + 1, title: submission.title })}
                    className="bg-muted aspect-4/3 w-full rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
