// A cancelled job is stored as 'failed' (spec §4: a failure whose message contains 'cancelled' is a
// cancel), but the screens show it as "Cancelled", in a neutral tone, not as a red failure.
export function isCancelledJob(job: { status: string; errorMessage?: string | null; currentStep?: string | null }): boolean {
  if (job.status !== 'failed') return false;
  return job.currentStep === 'Cancelled' || /cancelled/i.test(job.errorMessage ?? '');
}
