// The admin metrics' "project access" indicator: is an OpenAI key configured, and does OpenAI accept it
// for the configured project? Checked with the cheapest authenticated call (list models, no tokens
// spent), at most every 10 minutes per process, so a metrics refresh every 60 s costs nothing.
const CHECK_EVERY_MS = 10 * 60_000;

let cached: { key: string; at: number; ok: boolean } | undefined;

export interface OpenAiAccessOptions {
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  now?: number;
}

export async function hasOpenAiProjectAccess(options: OpenAiAccessOptions = {}): Promise<boolean> {
  const env = options.env ?? process.env;
  const apiKey = env.OPENAI_API_KEY?.trim();
  const noAi = env.CITE_REPAIR_NO_AI === '1' || env.CITE_REPAIR_NO_AI === 'true';
  if (!apiKey || noAi) return false;
  const base = (env.OPENAI_BASE_URL?.trim() || 'https://api.openai.com/v1').replace(/\/+$/, '');
  const project = env.OPENAI_PROJECT_ID?.trim();
  const now = options.now ?? Date.now();
  const cacheKey = `${base} ${project ?? ''} ${apiKey.slice(-6)}`;
  if (cached && cached.key === cacheKey && now - cached.at < CHECK_EVERY_MS) return cached.ok;
  let ok = false;
  try {
    const response = await (options.fetch ?? fetch)(`${base}/models`, {
      headers: { Authorization: `Bearer ${apiKey}`, ...(project ? { 'OpenAI-Project': project } : {}) },
      signal: AbortSignal.timeout(5_000),
    });
    ok = response.ok;
    await response.body?.cancel().catch(() => undefined);
  } catch {
    ok = false;
  }
  cached = { key: cacheKey, at: now, ok };
  return ok;
}

/** Tests start from a clean slate. */
export function resetOpenAiAccessCache(): void {
  cached = undefined;
}
