// Human-readable sizes, times and durations for the screens.

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago", then the date. */
export function relativeTime(iso: string | null | undefined, now = Date.now(), timeZone?: string): string {
  if (!iso) return '';
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return '';
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDate(iso, timeZone);
}

// `timeZone` undefined is the runtime's own zone (the browser's after hydration); the server's HTML and
// the hydrating render pass 'UTC' so that both sides write the same text (components/local-time.tsx).

export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const text = date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

export function formatTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const text = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone });
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

/** Job duration in minutes and seconds ("2m 5s", "45s"), or 'N/A' if not completed. */
export function formatJobDuration(createdAt: string | null | undefined, completedAt: string | null | undefined): string {
  if (!createdAt || !completedAt) return 'N/A';
  const ms = Date.parse(completedAt) - Date.parse(createdAt);
  if (!Number.isFinite(ms) || ms < 0) return 'N/A';
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes}m ${seconds}s` : `${seconds}s`;
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0%';
  return `${Math.round(value * 10) / 10}%`;
}

export function formatCredits(amount: number): string {
  return `${amount > 0 ? '+' : ''}${amount.toLocaleString('en-US')}`;
}

/** Initials for the avatar (spec §2): first+last name, else the e-mail's first letter, else 'U'. */
export function userInitials(user: { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim()?.[0];
  const last = user?.lastName?.trim()?.[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  if (first) return first.toUpperCase();
  const email = user?.email?.trim()?.[0];
  if (email) return email.toUpperCase();
  return 'U';
}

export function fullName(user: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
}
