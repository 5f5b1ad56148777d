// Word auto-numbering: the number of an auto-numbered paragraph is not in its text, Word
// computes it from numbering.xml while laying out the document. We do the same, in body order,
// honouring start values, per-instance start overrides (restarts) and level resets.
import type { Document, Element } from './xml.ts';
import { wAttr, wChild, wChildren } from './xml.ts';

interface Level {
  start: number;
  format: string;
  text: string;
  /** Level after which this level restarts (w:lvlRestart), default: any shallower level. */
  restartAfter?: number;
}

interface NumInstance {
  abstractId: string;
  startOverrides: Map<number, number>;
  levelOverrides: Map<number, Level>;
}

export interface NumberingResult {
  /** The computed number, or undefined when the level is not a counting format (bullets). */
  value?: number;
  format: string;
  /** The rendered label, e.g. "3." or "[3]". */
  label: string;
  /** The list level (w:ilvl, 0 the outermost): a deeper item belongs to the item above it. */
  level: number;
  /** The numbering instance (w:numId): items of one instance are one Word list. */
  numId: string;
}

export interface NumberingCounter {
  /** Advance the counters for one numbered paragraph (call in body order) and return its number. */
  next(numId: string, ilvl: number): NumberingResult | undefined;
}

const COUNTING_FORMATS = new Set([
  'decimal',
  'decimalZero',
  'decimalEnclosedParen',
  'decimalEnclosedFullstop',
  'decimalEnclosedCircle',
  'decimalHalfWidth',
  'decimalFullWidth',
]);

export function readNumbering(doc: Document | undefined): NumberingCounter {
  const abstracts = new Map<string, Map<number, Level>>();
  const instances = new Map<string, NumInstance>();
  const root = doc?.documentElement;
  if (root) {
    for (const abs of wChildren(root, 'abstractNum')) {
      const id = wAttr(abs, 'abstractNumId');
      if (id === undefined) continue;
      const levels = new Map<number, Level>();
      for (const lvl of wChildren(abs, 'lvl')) levels.set(Number(wAttr(lvl, 'ilvl') ?? 0), readLevel(lvl));
      abstracts.set(id, levels);
    }
    for (const num of wChildren(root, 'num')) {
      const id = wAttr(num, 'numId');
      const abstractId = wAttr(wChild(num, 'abstractNumId'), 'val');
      if (id === undefined || abstractId === undefined) continue;
      const instance: NumInstance = { abstractId, startOverrides: new Map(), levelOverrides: new Map() };
      for (const override of wChildren(num, 'lvlOverride')) {
        const ilvl = Number(wAttr(override, 'ilvl') ?? 0);
        const start = wAttr(wChild(override, 'startOverride'), 'val');
        if (start !== undefined) instance.startOverrides.set(ilvl, Number(start));
        const lvl = wChild(override, 'lvl');
        if (lvl) instance.levelOverrides.set(ilvl, readLevel(lvl));
      }
      instances.set(id, instance);
    }
  }

  // Word keeps one running count per abstract definition, shared by every w:num instance of it
  // (ECMA-376 §17.9): a start override restarts that count where its instance first numbers a
  // paragraph at that level, and the other instances go on from there. LibreOffice writes a restarted
  // list so: its first item under a fresh instance with the override, the rest under the plain one.
  const counters = new Map<string, number[]>();
  const started = new Set<string>();

  return {
    next(numId, ilvl) {
      if (numId === '0') return undefined; // numId 0 means "numbering removed"
      const instance = instances.get(numId);
      if (!instance) return undefined;
      const levels = abstracts.get(instance.abstractId);
      const level = instance.levelOverrides.get(ilvl) ?? levels?.get(ilvl);
      if (!level) return undefined;
      let counter = counters.get(instance.abstractId);
      if (!counter) counters.set(instance.abstractId, (counter = []));
      const override = instance.startOverrides.get(ilvl);
      if (override !== undefined && !started.has(`${numId}:${ilvl}`)) {
        started.add(`${numId}:${ilvl}`);
        counter.length = ilvl;
      }
      const start = instance.startOverrides.get(ilvl) ?? level.start;
      const current = counter[ilvl];
      counter[ilvl] = current === undefined ? start : current + 1;
      // Deeper levels restart when a shallower level advances.
      counter.length = ilvl + 1;
      const value = counter[ilvl];
      const counting = COUNTING_FORMATS.has(level.format);
      const label = level.text.replace(/%(\d)/g, (_m, d: string) => String(counter[Number(d) - 1] ?? start));
      const result = { format: level.format, label, level: ilvl, numId };
      return counting ? { ...result, value } : result;
    },
  };
}

function readLevel(lvl: Element): Level {
  const start = Number(wAttr(wChild(lvl, 'start'), 'val') ?? 1);
  const level: Level = {
    start: Number.isFinite(start) ? start : 1,
    format: wAttr(wChild(lvl, 'numFmt'), 'val') ?? 'decimal',
    text: wAttr(wChild(lvl, 'lvlText'), 'val') ?? '',
  };
  const restart = wAttr(wChild(lvl, 'lvlRestart'), 'val');
  if (restart !== undefined) level.restartAfter = Number(restart);
  return level;
}
