// The part of autocannon 9's API the load run uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    totalCount?: number;
    sent?: number;
  }

  interface Result {
    title?: string;
    url: string;
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    totalCompletedRequests?: number;
  }

  interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
    excludeErrorStats?: boolean;
    skipAggregateResult?: boolean;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  interface Autocannon {
    (options: Options, callback: (error: Error | null, result: Result) => void): Instance;
    aggregateResult(results: Result[], options: Partial<Options> & { url: string }): Result;
  }

  const autocannon: Autocannon;
  export default autocannon;
  export type { AutocannonRequest, Histogram, Instance, Options, Result };
}
