// CPU time and memory of the app's processes, from /proc (Linux): how much of the two cores the
// server and its PostgreSQL used during a phase.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, with its reaped children's when asked; 0 when it is gone. */
export function cpuSeconds(pid: number, withReapedChildren = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const reaped = withReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + reaped) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of a process and its direct children, live or already reaped (PostgreSQL's backends
 * are children of the postmaster and come and go with connections).
 */
export function treeCpuSeconds(pid: number): number {
  let total = cpuSeconds(pid, true);
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) total += cpuSeconds(Number(entry));
    } catch {}
  }
  return total;
}

/** Peak resident memory (VmHWM) of a process in MB, or NaN. */
export function peakRssMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
