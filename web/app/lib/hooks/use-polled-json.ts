// A tiny polling query: GET a JSON URL now and then every `intervalMs` (null: once). Requests never
// overlap; a failed poll is only logged (spec §8) and the last good data stays. Given `initialData` (the
// page's loader brought it with the HTML, ADR 112), it starts from that instead of fetching: the first
// request is the first poll, one interval later; new loader data (a client navigation) replaces it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, getJson } from '../api.ts';

export interface PolledJson<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
  /** Fetch now (and restart the interval). */
  refetch: () => Promise<T | null>;
  /** Replace the data locally (optimistic updates). */
  setData: (update: (current: T | null) => T | null) => void;
}

export interface PolledJsonOptions<T> {
  onData?: (data: T) => void;
  /** What the server already answered for `url` (null: nothing there); undefined: fetch it. */
  initialData?: T | null;
}

export function usePolledJson<T>(url: string | null, intervalMs: number | null, options: PolledJsonOptions<T> = {}): PolledJson<T> {
  const initialData = url === null ? undefined : options.initialData;
  const [data, setDataState] = useState<T | null>(initialData ?? null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(url !== null && initialData === undefined);
  const initialRef = useRef(initialData);
  initialRef.current = initialData;
  // The loader answer shown last: the same answer again (a re-render) is not adopted twice.
  const adopted = useRef<T | null | undefined>(undefined);
  const intervalRef = useRef(intervalMs);
  intervalRef.current = intervalMs;
  const onDataRef = useRef(options.onData);
  onDataRef.current = options.onData;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<T | null> | null>(null);
  const generation = useRef(0);

  const run = useCallback(async (): Promise<T | null> => {
    if (url === null) return null;
    if (inFlight.current) return inFlight.current;
    const mine = generation.current;
    const work = (async () => {
      try {
        const value = await getJson<T>(url);
        if (mine !== generation.current) return null;
        setDataState(value);
        setError(null);
        if (value !== null) onDataRef.current?.(value);
        return value;
      } catch (e) {
        if (mine !== generation.current) return null;
        const err = e instanceof Error ? e : new Error(String(e));
        if (!(err instanceof ApiError && err.status === 401)) console.warn(`Polling ${url} failed: ${err.message}`);
        setError(err);
        return null;
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    })();
    inFlight.current = work;
    try {
      return await work;
    } finally {
      inFlight.current = null;
    }
  }, [url]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    const ms = intervalRef.current;
    if (ms === null || url === null) return;
    timer.current = setTimeout(() => {
      void run().finally(schedule);
    }, ms);
  }, [run, url]);

  const adopt = useCallback(
    (value: T | null) => {
      adopted.current = value;
      generation.current += 1; // an answer in flight is older than this one
      inFlight.current = null;
      setDataState(value);
      setError(null);
      setLoading(false);
      if (value !== null) onDataRef.current?.(value);
      schedule();
    },
    [schedule],
  );

  useEffect(() => {
    generation.current += 1;
    setError(null);
    inFlight.current = null;
    if (url === null) {
      setDataState(null);
      setLoading(false);
      return;
    }
    if (initialRef.current !== undefined) {
      adopt(initialRef.current);
    } else {
      setDataState(null);
      setLoading(true);
      void run().finally(schedule);
    }
    return () => {
      generation.current += 1;
      clearTimeout(timer.current);
    };
  }, [url, run, schedule, adopt]);

  // A client navigation brings the page's loader data again: it is the newest answer.
  useEffect(() => {
    if (initialData !== undefined && initialData !== adopted.current) adopt(initialData);
  }, [initialData, adopt]);

  // A changed interval applies at once (e.g. polling starts when a job begins processing).
  useEffect(() => {
    if (url !== null && !inFlight.current) schedule();
  }, [intervalMs, schedule, url]);

  const refetch = useCallback(async () => {
    const value = await run();
    schedule();
    return value;
  }, [run, schedule]);

  const setData = useCallback((update: (current: T | null) => T | null) => setDataState((current) => update(current)), []);

  return { data, error, loading, refetch, setData };
}
