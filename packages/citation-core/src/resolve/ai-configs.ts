// The AI-call configuration: one entry per place in the code that calls a model. Defaults live here;
// the web app stores admin overrides in its database and passes them in (config.aiCalls).
import { z } from 'zod';

export const aiCallConfigSchema = z.object({
  /** Stable id of the call site, e.g. 'resolve.web-search'. */
  callLocation: z.string().min(1),
  description: z.string().default(''),
  enabled: z.boolean().default(true),
  model: z.string().min(1),
  /** null: do not send a temperature (reasoning models such as gpt-5 refuse one). */
  temperature: z.number().min(0).max(2).nullable().default(null),
  maxOutputTokens: z.number().int().min(16).max(128_000),
  systemPrompt: z.string(),
  /** `{{name}}` placeholders are filled from the call's variables. */
  promptTemplate: z.string(),
  /** The web_search tool. */
  webSearch: z.boolean().default(false),
});

export type AiCallConfig = z.infer<typeof aiCallConfigSchema>;

export const WEB_SEARCH_CALL_LOCATION = 'resolve.web-search';

const WEB_SEARCH_SYSTEM_PROMPT = [
  'You identify published works from bibliography entries that may be incomplete, garbled or fabricated.',
  'Search the web. Answer only with a JSON object, no prose and no code fences:',
  '{"found": boolean, "doi": string|null, "arxivId": string|null, "url": string|null, "title": string|null,',
  ' "authors": [{"family": string, "given": string|null}], "year": number|null, "containerTitle": string|null}',
  'Set found=false when no existing work matches the entry. Never invent identifiers: give a DOI, arXiv id',
  'or URL only if you saw it on a page about this exact work. Prefer the DOI of the version the entry cites.',
].join('\n');

export const DEFAULT_AI_CALL_CONFIGS: readonly AiCallConfig[] = [
  {
    callLocation: WEB_SEARCH_CALL_LOCATION,
    description: 'Find the identifier of a reference that Crossref, arXiv and the landing page could not resolve.',
    enabled: true,
    model: 'gpt-5-mini',
    temperature: null,
    maxOutputTokens: 2_000,
    systemPrompt: WEB_SEARCH_SYSTEM_PROMPT,
    promptTemplate: 'Bibliography entry:\n{{reference}}',
    webSearch: true,
  },
];

/** The effective config of a call site: an override (by callLocation) over the default. */
export function aiCallConfigFor(callLocation: string, overrides: readonly AiCallConfig[] = []): AiCallConfig | undefined {
  const override = overrides.find((config) => config.callLocation === callLocation);
  if (override) return override;
  return DEFAULT_AI_CALL_CONFIGS.find((config) => config.callLocation === callLocation);
}

/** Fills `{{name}}` placeholders; unknown placeholders become empty so a template typo cannot leak braces. */
export function fillTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_match, name: string) => variables[name] ?? '');
}
