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
  /** --server: the API token was refused (missing, wrong, expired or revoked). */
  authRejected: 5,
  /** --server: not enough credits for the file. */
  insufficientCredits: 6,
  /** --server: the server could not be reached or kept failing. */
  unreachable: 7,
  /** Interrupted with Ctrl-C (remote jobs are cancelled first). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
