// A date or time as the reader's browser shows it. The server does not know the browser's time zone
// or when the page will be read, so the server's HTML (and the hydrating render) carry the UTC time;
// right after hydration it becomes the local time, or "5 minutes ago". Formatting in the browser's zone
// from the start made the server's text differ from the client's: React errors #418/#425.
import { formatDate, formatDateTime, formatTime, relativeTime } from '../lib/format.ts';
import { useHydrated } from '../lib/hooks/use-hydrated.ts';

export type TimeFormat = 'date' | 'datetime' | 'time' | 'relative';

export function timeText(iso: string | null | undefined, format: TimeFormat, hydrated: boolean): string {
  const zone = hydrated ? undefined : 'UTC';
  switch (format) {
    case 'date':
      return formatDate(iso, zone);
    case 'datetime':
      return formatDateTime(iso, zone);
    case 'time':
      return formatTime(iso, zone);
    case 'relative':
      // "now" differs between the server and the browser: the absolute time until hydrated.
      return hydrated ? relativeTime(iso) : formatDateTime(iso, 'UTC');
  }
}

export function LocalTime({ iso, format, className }: { iso: string | null | undefined; format: TimeFormat; className?: string }) {
  const hydrated = useHydrated();
  const text = timeText(iso, format, hydrated);
  if (!iso) return <>{text}</>;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
