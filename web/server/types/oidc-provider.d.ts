// The small part of oidc-provider 9's API this app uses (the package ships no type declarations).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: { Grant: new (init: { clientId: string; accountId: string }) => Grant };
    };
    type: string;
    body: unknown;
  }

  /** A stored record: what oidc-provider reads back (uid, userCode, grantId index it; consumed marks a used code). */
  export interface AdapterPayload {
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
    [key: string]: unknown;
  }

  /** oidc-provider's storage interface, one instance per model ("Session", "Interaction", "Grant", …). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration {
    adapter?: new (model: string) => Adapter;
    clients?: Record<string, unknown>[];
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => { accountId: string; claims: () => Record<string, unknown> } | Promise<{ accountId: string; claims: () => Record<string, unknown> }>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, unknown>, error: unknown) => void | Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
