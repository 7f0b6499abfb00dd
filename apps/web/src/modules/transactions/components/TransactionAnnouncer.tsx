import { useAnnouncementStore } from '../state/announcement'

/**
 * A polite live region (role=status) saying a transaction's result — confirmed, failed or
 * replaced, with its summary — for screen readers; the toast shows it to the eye. Mounted once
 * and always present (a region added with its text is not reliably read); each result is a new
 * node so an equal text is read again.
 */
export function TransactionAnnouncer() {
  const { text, seq } = useAnnouncementStore()
  return (
    <div role="status" aria-live="polite" className="visually-hidden" data-testid="tx-announcer">
      {text && <p key={seq}>{text}</p>}
    </div>
  )
}
