// Latency samples by name, and the percentiles the report prints. Nearest-rank percentiles over every
// sample (a run has thousands at most, so no histogram is needed).

export interface Summary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** The nearest-rank percentile p (0..100) of samples; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

export class Recorder {
  private readonly samples = new Map<string, number[]>();

  add(name: string, ms: number): void {
    let list = this.samples.get(name);
    if (!list) this.samples.set(name, (list = []));
    list.push(ms);
  }

  get(name: string): number[] {
    return this.samples.get(name) ?? [];
  }

  /** Every sample whose name passes `match`, pooled. */
  pooled(match: (name: string) => boolean): number[] {
    return [...this.samples].filter(([name]) => match(name)).flatMap(([, list]) => list);
  }

  names(): string[] {
    return [...this.samples.keys()];
  }
}
