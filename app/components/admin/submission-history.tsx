import { formatDateTime } from '~/components/admin/field-list'
import { Card, CardContent } from '~/components/ui/card'
import type { LogEntry } from '~/lib/editorial-log.server'

/** A submission's history: received, then each editorial step on it, oldest first. */
export function SubmissionHistory({ createdAt, history }: { createdAt: string; history: LogEntry[] }) {
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="font-display text-2xl font-bold">History</h2>
        <ol className="mt-2 grid gap-2">
          <li>Received {formatDateTime(createdAt)}.</li>
          {history
            .slice()
            .reverse()
            .map((entry) => (
              <li key={entry.id}>
                {/* "Rejected · ed@example.com · Nov 24, 2026, 3:52 PM UTC — Reason: ..." */}
                <span className="font-semibold capitalize">{entry.action}</span> · {entry.actor ?? 'someone'}{' '}
                · {formatDateTime(entry.createdAt)}
                {entry.detail ? (
                  <>
                    {' '}
                    — {entry.action === 'rejected' ? 'Reason: ' : ''}
                    {entry.detail}
                  </>
                ) : null}
              </li>
            ))}
        </ol>
      </CardContent>
    </Card>
  )
}
