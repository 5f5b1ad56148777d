import { RotateCcw } from 'lucide-react';
import { Button } from './ui/button.tsx';

/** 'Clear Session' (spec §4): forgets the tab's current job. Outlined beside a primary action, ghost in the failed panel. */
export function ClearSessionButton({ onClick, variant = 'outline' }: { onClick: () => void; variant?: 'outline' | 'ghost' }) {
  return (
    <Button variant={variant} onClick={onClick}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" />
      Clear Session
    </Button>
  );
}
