// Spec §5: the error text a user sees is short and free of log noise. Job errors come from the worker
// (citation-core messages, sometimes a stack or a log line); citation-log messages from the pipeline.

export const UNKNOWN_ERROR = 'Unknown error occurred';
export const GENERIC_JOB_ERROR = 'Document processing encountered an error. Please try again or contact support.';

const JOB_ERROR_LIMIT = 150;
const LOG_MESSAGE_LIMIT = 120;
/** A cut at a sentence end must keep at least this much of the message. */
const MIN_SENTENCE_CUT = 50;
const MIN_USEFUL_LENGTH = 10;

const TIMESTAMP = /^\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\]?\s*[-|:]?\s*/;
// Bare levels are upper case ("Error: x" is an exception prefix, not a level); bracketed ones any case.
const LEVEL = /^(?:ERROR|ERR|WARN(?:ING)?|INFO|DEBUG|TRACE|CRITICAL|FATAL|SEVERE|NOTICE)(?:\s*[:\-|]\s*|\s+|$)/;
const BRACKET_LEVEL = /^\[(?:error|err|warn(?:ing)?|info|debug|trace|critical|fatal|severe|notice)\](?:\s*[:\-|]\s*|\s+|$)/i;
const LOGGER_THEN_LEVEL = /^[\w.]+\s+-\s+(?=\[?(?:ERROR|WARN(?:ING)?|INFO|DEBUG|CRITICAL|FATAL)\b)/i;
const EXCEPTION_PREFIX = /^(?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$]*(?:Error|Exception)\s*:\s*/;
const STACK_LINE = /^\s*(?:at\s+\S|Traceback \(most recent call last\)|File\s+"[^"]*",\s+line\s+\d+|\^+\s*$|~+\s*$)/;
const INLINE_STACK = /\s+at\s+(?:async\s+)?[\w$.<>[\]]+\s+\([^)]*:\d+:\d+\)|\s+at\s+[^\s()]+:\d+:\d+|\s*File\s+"[^"]*",\s+line\s+\d+(?:,\s+in\s+\S+)?/g;

/** Removes timestamps, logger names and log-level prefixes ("ERROR:", "[WARN]", "2025-01-01 10:00:00 - ERROR - "). */
export function stripLogPrefixes(line: string): string {
  let text = line.trim();
  for (let i = 0; i < 5; i++) {
    const next = text.replace(TIMESTAMP, '').replace(LOGGER_THEN_LEVEL, '').replace(BRACKET_LEVEL, '').replace(LEVEL, '').trim();
    if (next === text) break;
    text = next;
  }
  return text;
}

/** The first line that is not a stack-trace fragment. */
function firstMeaningfulLine(message: string): string {
  const lines = message
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  return lines.find((l) => !STACK_LINE.test(l)) ?? '';
}

/** Cuts to `limit` characters: at the last sentence end after position 50, else with an ellipsis. */
export function truncateAtSentence(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const window = text.slice(0, limit);
  for (let i = window.length - 1; i >= MIN_SENTENCE_CUT; i--) {
    const c = window[i];
    const after = text[i + 1];
    if ((c === '.' || c === '!' || c === '?') && (after === undefined || /\s/.test(after))) return window.slice(0, i + 1);
  }
  return `${text.slice(0, limit - 3).trimEnd()}...`;
}

/** The message of the 'Processing Failed' panel and of failed rows (spec §5, 150 characters). */
export function shortenJobError(message: string | null | undefined): string {
  if (message === null || message === undefined || message.trim() === '') return UNKNOWN_ERROR;
  let text = stripLogPrefixes(firstMeaningfulLine(message)).replace(INLINE_STACK, '').trim();
  const exception = EXCEPTION_PREFIX.exec(text);
  if (exception) {
    const detail = text.slice(exception[0].length).trim();
    if (detail.length === 0) return GENERIC_JOB_ERROR;
    text = /^processing failed\b/i.test(detail) ? detail : `Processing failed: ${detail}`;
  }
  text = truncateAtSentence(text, JOB_ERROR_LIMIT);
  return text.length < MIN_USEFUL_LENGTH ? GENERIC_JOB_ERROR : text;
}

/** A citation-log message: first line, no log prefix, about 120 characters (spec §5). */
export function shortenLogMessage(message: string | null | undefined): string {
  if (!message) return '';
  const first = message.split(/\r?\n/).find((l) => l.trim().length > 0) ?? '';
  return truncateAtSentence(stripLogPrefixes(first), LOG_MESSAGE_LIMIT);
}
