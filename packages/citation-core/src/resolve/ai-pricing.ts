// Prices used to report the cost of each AI call (USD per million tokens; web search per call).
// Keep in step with OpenAI's price list; unknown models report a null cost rather than a guess.

export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
};

/** $10 per 1,000 web-search tool calls. */
export const WEB_SEARCH_PRICE_PER_CALL = 10 / 1000;

/** The price of a model id, dated snapshots included ("gpt-4o-mini-2024-07-18" → gpt-4o-mini). */
export function modelPrice(model: string): ModelPrice | undefined {
  const id = model.toLowerCase();
  const key = Object.keys(MODEL_PRICES)
    .filter((name) => id === name || id.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return key ? MODEL_PRICES[key] : undefined;
}

export function aiCallCost(model: string, inputTokens: number, outputTokens: number, webSearchCalls: number): number | null {
  const price = modelPrice(model);
  if (!price) return null;
  const cost =
    (inputTokens * price.inputPerMillion) / 1_000_000 + (outputTokens * price.outputPerMillion) / 1_000_000 + webSearchCalls * WEB_SEARCH_PRICE_PER_CALL;
  return Math.round(cost * 1e8) / 1e8;
}
