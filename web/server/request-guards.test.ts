import { describe, expect, it } from 'vitest';
import { isSameSite } from './request-guards.ts';

describe('isSameSite', () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(isSameSite({ secFetchSite: 'same-origin', origin: 'http://evil.example' }, undefined)).toBe(true);
    expect(isSameSite({ secFetchSite: 'same-site', host: 'localhost:3000' }, undefined)).toBe(false);
    expect(isSameSite({ secFetchSite: 'cross-site' }, undefined)).toBe(false);
  });
  it('else compares Origin with the host or APP_URL; no header at all is a non-browser client', () => {
    expect(isSameSite({ origin: 'http://localhost:3000', host: 'localhost:3000' }, undefined)).toBe(true);
    expect(isSameSite({ origin: 'http://localhost:4000', host: 'localhost:3000' }, undefined)).toBe(false);
    expect(isSameSite({ origin: 'https://app.example.org', host: '10.0.0.5:3000' }, 'https://app.example.org')).toBe(true);
    expect(isSameSite({ origin: 'null', host: 'localhost:3000' }, undefined)).toBe(false);
    expect(isSameSite({ host: 'localhost:3000' }, undefined)).toBe(true);
  });
});
