import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI_BASE, openAiHandler, testOpenAiClient } from '../../test/resolve/openai-fixtures.ts';
import { aiCallConfigFor, DEFAULT_AI_CALL_CONFIGS, fillTemplate, WEB_SEARCH_CALL_LOCATION } from './ai-configs.ts';
import { aiCallCost, modelPrice } from './ai-pricing.ts';
import type { AiUsage } from './ai-runner.ts';
import { createAiRunner } from './ai-runner.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clock(step: number) {
  let t = 1_750_000_000_000;
  return () => {
    const now = t;
    t += step;
    return now;
  };
}

describe('createAiRunner', () => {
  it('runs the call from its configuration and records tokens, cost and latency', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(openAiHandler(bodies));
    const usages: AiUsage[] = [];
    const runner = createAiRunner({ client: testOpenAiClient(), onUsage: (u) => usages.push(u), now: clock(850) });
    const result = await runner.run(WEB_SEARCH_CALL_LOCATION, { reference: 'Seelig B. Selection and evolution of enzymes. Nature 2007' });

    const defaults = DEFAULT_AI_CALL_CONFIGS[0]!;
    expect(bodies[0]).toMatchObject({
      model: defaults.model,
      instructions: defaults.systemPrompt,
      input: 'Bibliography entry:\nSeelig B. Selection and evolution of enzymes. Nature 2007',
      max_output_tokens: defaults.maxOutputTokens,
      tools: [{ type: 'web_search' }],
    });
    expect(bodies[0]).not.toHaveProperty('temperature');
    expect(JSON.parse(result.text)).toMatchObject({ found: true, doi: '10.1038/nature06032' });
    expect(usages).toEqual([
      expect.objectContaining({
        callLocation: 'resolve.web-search',
        model: 'gpt-5-mini',
        inputTokens: 1200,
        outputTokens: 300,
        webSearchCalls: 1,
        // 1200 × $0.25/M + 300 × $2/M + 1 search × $0.01
        costUsd: 0.0109,
        latencyMs: 850,
        ok: true,
      }),
    ]);
  });

  it('takes an admin override for the call site over the default', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(openAiHandler(bodies));
    const override = {
      ...DEFAULT_AI_CALL_CONFIGS[0]!,
      model: 'gpt-4o-mini',
      temperature: 0.2,
      maxOutputTokens: 500,
      promptTemplate: 'Find: {{reference}} {{unknown}}',
    };
    const usages: AiUsage[] = [];
    const runner = createAiRunner({ client: testOpenAiClient(), configs: [override], onUsage: (u) => usages.push(u) });
    await runner.run(WEB_SEARCH_CALL_LOCATION, { reference: 'X' });
    expect(bodies[0]).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2, max_output_tokens: 500, input: 'Find: X ' });
    expect(usages[0]?.costUsd).toBeCloseTo(1200 * 0.15e-6 + 300 * 0.6e-6 + 0.01, 8);
  });

  it('records a failed call and rethrows', async () => {
    server.use(
      http.post(`${OPENAI_BASE}/responses`, () =>
        HttpResponse.json({ error: { message: 'Incorrect API key', type: 'invalid_request_error' } }, { status: 401 }),
      ),
    );
    const usages: AiUsage[] = [];
    const runner = createAiRunner({ client: testOpenAiClient(), onUsage: (u) => usages.push(u) });
    await expect(runner.run(WEB_SEARCH_CALL_LOCATION, { reference: 'X' })).rejects.toThrow(/401/);
    expect(usages[0]).toMatchObject({ ok: false, inputTokens: 0, costUsd: 0 });
  });

  it('refuses disabled and unknown call sites', async () => {
    const runner = createAiRunner({ client: testOpenAiClient(), configs: [{ ...DEFAULT_AI_CALL_CONFIGS[0]!, enabled: false }] });
    await expect(runner.run(WEB_SEARCH_CALL_LOCATION, {})).rejects.toThrow(/disabled/);
    await expect(runner.run('nowhere', {})).rejects.toThrow(/No AI-call configuration/);
  });
});

describe('AI configuration and prices', () => {
  it('prices dated snapshots by their model family and refuses to guess unknown models', () => {
    expect(modelPrice('gpt-4o-mini-2024-07-18')).toEqual({ inputPerMillion: 0.15, outputPerMillion: 0.6 });
    expect(modelPrice('gpt-5-nano')).toEqual({ inputPerMillion: 0.05, outputPerMillion: 0.4 });
    expect(aiCallCost('gpt-5', 1_000_000, 1_000_000, 1000)).toBe(1.25 + 10 + 10);
    expect(aiCallCost('o3-pro', 10, 10, 0)).toBeNull();
  });

  it('finds a call site config and fills templates', () => {
    expect(aiCallConfigFor('resolve.web-search')?.webSearch).toBe(true);
    expect(aiCallConfigFor('nowhere')).toBeUndefined();
    expect(fillTemplate('{{ a }}-{{b}}-{{c}}', { a: '1', b: '2' })).toBe('1-2-');
  });
});
