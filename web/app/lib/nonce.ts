// The per-request Content-Security-Policy nonce (issue 13 item 6): entry.server provides it, root.tsx
// gives it to Remix's inline scripts. In the browser it is empty — the browser hides nonces from the
// DOM, and scripts added after load come from files ('self').
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
