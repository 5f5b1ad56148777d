// Where the local sign-in provider keeps its interactions, sessions, grants and codes: this process's
// memory, each record until it expires (every lifetime in local-oidc.ts is ten minutes or less). A
// sign-in in progress is lost at a restart, which costs the user one more click on "Sign in". Named
// explicitly so that oidc-provider does not warn at start-up that its quick-start store is in use.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Stored {
  payload: AdapterPayload;
  expiresAt: number;
}

const records = new Map<string, Stored>();
const byUid = new Map<string, string>();
const byUserCode = new Map<string, string>();
const byGrant = new Map<string, Set<string>>();

function live(key: string | undefined): AdapterPayload | undefined {
  if (key === undefined) return undefined;
  const stored = records.get(key);
  if (!stored) return undefined;
  if (stored.expiresAt <= Date.now()) {
    records.delete(key);
    return undefined;
  }
  return stored.payload;
}

// Expired records are dropped as they are read, and all of them whenever a new one is written.
function sweep(): void {
  const now = Date.now();
  for (const [key, stored] of records) if (stored.expiresAt <= now) records.delete(key);
}

export class LocalOidcStore implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    sweep();
    const key = this.key(id);
    records.set(key, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (payload.uid) byUid.set(payload.uid, id);
    if (payload.userCode) byUserCode.set(payload.userCode, id);
    if (payload.grantId) {
      const members = byGrant.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      byGrant.set(payload.grantId, members);
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return live(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = byUid.get(uid);
    return id === undefined ? undefined : live(this.key(id));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = byUserCode.get(userCode);
    return id === undefined ? undefined : live(this.key(id));
  }

  async consume(id: string): Promise<void> {
    const payload = live(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    const key = this.key(id);
    const payload = records.get(key)?.payload;
    records.delete(key);
    if (payload?.uid) byUid.delete(payload.uid);
    if (payload?.userCode) byUserCode.delete(payload.userCode);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of byGrant.get(grantId) ?? []) records.delete(key);
    byGrant.delete(grantId);
  }
}
