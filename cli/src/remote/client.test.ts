import { describe, expect, it } from 'vitest';
import { EXIT } from '../exit-codes.ts';
import { fileNameOf, RemoteClient, RemoteError } from './client.ts';

function scripted(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('RemoteClient', () => {
  it('sends the token and retries a busy server, honouring Retry-After', async () => {
    const { fetch, calls } = scripted([json(503, { error: 'busy' }, { 'Retry-After': '2' }), json(200, { email: 'a@b.c', credits: 5 })]);
    const slept: number[] = [];
    const client = new RemoteClient({ server: 'http://s', token: 'crt_x', fetch, sleep: async (ms) => void slept.push(ms) });
    expect(await client.whoami()).toMatchObject({ email: 'a@b.c' });
    expect(calls).toHaveLength(2);
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer crt_x');
    expect(slept).toEqual([2000]);
  });

  it('backs off exponentially on network errors, then says the server is unreachable', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const { fetch } = scripted([refused, refused, refused]);
    const slept: number[] = [];
    const client = new RemoteClient({ server: 'http://s', token: 't', fetch, attempts: 3, backoffMs: 100, sleep: async (ms) => void slept.push(ms) });
    const error = await client.whoami().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteError);
    expect((error as RemoteError).message).toBe('server unreachable: http://s (ECONNREFUSED)');
    expect((error as RemoteError).exitCode).toBe(EXIT.unreachable);
    expect(slept).toEqual([100, 200]);
  });

  it('turns the answers a user can act on into one-line messages with their exit codes', async () => {
    const cases: [Response, string, number][] = [
      [
        json(401, { error: 'Invalid, expired or revoked API token' }),
        'the server refused the API token (Invalid, expired or revoked API token): create one in Settings → API tokens at http://s/settings, then run cite-repair login --server http://s',
        EXIT.authRejected,
      ],
      [
        json(402, { error: 'Insufficient credits', message: 'You need at least 1 credit.' }),
        'insufficient credits: You need at least 1 credit. (buy more at http://s/settings?tab=credits)',
        EXIT.insufficientCredits,
      ],
      [
        // The web app's answer as it is sent: its message already starts with the words.
        json(402, { error: 'Insufficient credits: You need at least 1 credit to process a document.', title: 'Insufficient Credits' }),
        'insufficient credits: You need at least 1 credit to process a document. (buy more at http://s/settings?tab=credits)',
        EXIT.insufficientCredits,
      ],
      [
        json(413, { error: 'File too large', message: 'Please upload a file smaller than 50MB' }),
        'file too large: Please upload a file smaller than 50MB',
        EXIT.inputFailed,
      ],
      [json(404, { error: 'Job not found' }), 'Job not found', EXIT.inputFailed],
    ];
    for (const [answer, message, code] of cases) {
      const { fetch } = scripted([answer]);
      const error = (await new RemoteClient({ server: 'http://s', token: 't', fetch }).job('x').catch((e: unknown) => e)) as RemoteError;
      expect(error.message).toBe(message);
      expect(error.exitCode).toBe(code);
    }
  });
});

describe("answers that are not the app's", () => {
  it('never print a web page or an object: the status and the likely cause instead', async () => {
    const page = (status: number) =>
      new Response('<!DOCTYPE html><html><body><h1>Error</h1></body></html>', { status, headers: { 'Content-Type': 'text/html' } });
    const cases: [Response, string, number][] = [
      [page(404), 'the server answered 404: is http://s the address of a cite-repair server?', EXIT.unreachable],
      [page(405), 'the server answered 405: is http://s the address of a cite-repair server?', EXIT.unreachable],
      [page(501), 'the server failed (501)', EXIT.unreachable],
      [new Response('Bad Gateway', { status: 502 }), 'the server failed (502: Bad Gateway)', EXIT.unreachable],
      // Another service's JSON (Stripe's error shape): not "[object Object]".
      [
        json(401, { error: { type: 'invalid_request_error', message: 'No API key' } }),
        'the server refused the request (401): is http://s the address of a cite-repair server?',
        EXIT.authRejected,
      ],
    ];
    for (const [answer, message, code] of cases) {
      const { fetch } = scripted([answer]);
      const error = (await new RemoteClient({ server: 'http://s', token: 't', fetch, attempts: 1 }).whoami().catch((e: unknown) => e)) as RemoteError;
      expect(error.message).toBe(message);
      expect(error.exitCode).toBe(code);
    }
  });
});

describe('fileNameOf', () => {
  it('prefers the RFC 5987 name and never yields a path', () => {
    expect(fileNameOf(`attachment; filename="R_sum_.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.docx`)).toBe('Résumé "final".docx');
    expect(fileNameOf('attachment; filename="paper.bib"')).toBe('paper.bib');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('passwd');
    expect(fileNameOf('attachment; filename=".."')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
