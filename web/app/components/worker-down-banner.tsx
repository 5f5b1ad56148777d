// Said on every page of a signed-in user while no job worker is alive: uploads are accepted and
// wait in the queue, and without this line they would sit at "Starting…" with no reason given.
import { AlertTriangle } from 'lucide-react';

export function WorkerDownBanner() {
  return (
    <div role="status" data-testid="worker-down" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      <AlertTriangle className="mr-1.5 inline h-4 w-4 align-[-2px]" aria-hidden="true" />
      No job worker is running: uploaded documents wait in the queue until one starts (<code className="font-mono text-xs">npm run worker -w web</code>, or
      restart with RUN_WORKER=1).
    </div>
  );
}
