// How many uploads this process takes at once (issue 13 item 3). Receiving goes to disk and costs
// little memory; storing it then streams the file into the storage (a copy on disk, or an upload to
// S3: ADR 104), which runs a few at a time. Past MAX_CONCURRENT_UPLOADS the server answers 503 with Retry-After at once, before reading
// a byte of the body — a clear "busy, come back" instead of a slow 500.

export const BUSY_RETRY_AFTER_SECONDS = 10;
/** Uploads copied into the storage at once (disk or network bandwidth, not memory). */
const STORE_AT_ONCE = 3;

const state = { receiving: 0, storing: 0, waiting: [] as (() => void)[] };

/** A slot for one upload, or null when `max` are already in progress. */
export function tryStartUpload(max: number): { release(): void } | null {
  if (state.receiving >= max) return null;
  state.receiving++;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      state.receiving--;
    },
  };
}

/** Runs `work` (copying a received file into the storage) with at most STORE_AT_ONCE at a time. */
export async function whileStoring<T>(work: () => Promise<T>): Promise<T> {
  if (state.storing >= STORE_AT_ONCE) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else state.storing++;
  try {
    return await work();
  } finally {
    const next = state.waiting.shift();
    if (next) next();
    else state.storing--;
  }
}

export function uploadsInProgress(): number {
  return state.receiving;
}
