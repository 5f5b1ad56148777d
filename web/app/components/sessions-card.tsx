// Settings → Profile: "Sign out everywhere" — ends every session of the account, in every browser
// (this one too), through POST /api/sessions. For a lost laptop or a shared computer.
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ApiError, apiRequest } from '../lib/api.ts';
import { clearAuthState } from '../lib/auth-cache.ts';
import { toast } from '../lib/toast-store.ts';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

export function SessionsCard() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await apiRequest('POST', '/api/sessions');
      clearAuthState();
      window.location.assign('/');
    } catch (error) {
      setBusy(false);
      toast({
        title: 'Could not sign out everywhere',
        description: error instanceof ApiError ? error.serverMessage : 'The server could not be reached. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Signed in on another computer, or lost one? End every session of your account at once. API tokens are not affected: revoke them above.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy} data-testid="sign-out-everywhere">
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out everywhere
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Sign out everywhere?"
          description="Every browser signed in to your account, this one included, will have to sign in again."
          confirmLabel="Sign out everywhere"
          onConfirm={signOutEverywhere}
        />
      </CardContent>
    </Card>
  );
}
