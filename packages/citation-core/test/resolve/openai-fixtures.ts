// The recorded-shape Responses API answer, with its output text replaceable per test.
import { http, HttpResponse } from 'msw';
import OpenAI from 'openai';
import { fixtureJson } from './http-fixtures.ts';

export const OPENAI_BASE = 'https://openai.test/v1';

type ResponseFixture = { output: { type: string; content?: { text: string }[] }[] } & Record<string, unknown>;

export function openAiResponse(text?: string): ResponseFixture {
  const response = fixtureJson<ResponseFixture>('openai/web-search-found.json');
  if (text !== undefined) {
    const message = response.output.find((item) => item.type === 'message');
    if (message?.content?.[0]) message.content[0].text = text;
  }
  return response;
}

/** An msw handler for POST /v1/responses that records the request bodies. */
export function openAiHandler(bodies: Record<string, unknown>[], text?: string | (() => string)) {
  return http.post(`${OPENAI_BASE}/responses`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(openAiResponse(typeof text === 'function' ? text() : text));
  });
}

export function testOpenAiClient(): OpenAI {
  return new OpenAI({ apiKey: 'sk-test', baseURL: OPENAI_BASE, maxRetries: 0 });
}
