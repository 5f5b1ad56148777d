// A tiny polling query: GET a JSON URL now and then every `intervalMs` (null: once). Requests never
// overlap; a failed poll is only logged (spec §8) and the last good data stays.
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

export function usePolledJson<T>(url: string | null, intervalMs: number | null, options: { onData?: (data: T) => void } = {}): PolledJson<T> {
  const [data, setDataState] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(url !== null);
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

  useEffect(() => {
    generation.current += 1;
    setDataState(null);
    setError(null);
    setLoading(url !== null);
    inFlight.current = null;
    if (url === null) return;
    void run().finally(schedule);
    return () => {
      generation.current += 1;
      clearTimeout(timer.current);
    };
  }, [url, run, schedule]);

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
