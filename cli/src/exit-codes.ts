// Exit statuses, so CI scripts can tell what happened without parsing output.
export const EXIT = {
  /** Every file repaired (unresolved references are listed in the report). */
  ok: 0,
  /** An internal failure that is not the input's fault. */
  internal: 1,
  /** Bad flags or arguments. */
  usage: 2,
  /** At least one input was refused or failed. */
  inputFailed: 3,
  /** --strict and at least one cited reference stayed unresolved. */
  unresolved: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
