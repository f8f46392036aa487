import { Card, CardContent } from '~/components/ui/card'
import type { SubmissionDetail } from '~/lib/review-queue.server'

/** The photos sent with a submission, each a link to the full upload. */
export function SubmissionPhotos({ submission }: { submission: SubmissionDetail }) {
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="font-display text-2xl font-bold">Photos</h2>
        {submission.images.length === 0 ? (
          <p className="text-muted-foreground mt-2">No photos were sent.</p>
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
                    alt={`Photo ${index + 1} sent with ${submission.title}`}
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
