// One msw server per test file answering from the recorded Crossref/arXiv/page fixtures, with
// the request log the tests count calls on (cleared after each test).
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createRequestLog, fixtureHandlers } from './http-fixtures.ts';
import type { RequestLog } from './http-fixtures.ts';

export function useFixtureServer(): { server: SetupServer; log: RequestLog } {
  const log = createRequestLog();
  const server = setupServer(...fixtureHandlers(log));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.urls.length = 0;
  });
  afterAll(() => server.close());
  return { server, log };
}
