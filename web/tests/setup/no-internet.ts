// No web test reaches the internet (or any address beyond this machine): every TCP/TLS connection a
// test process opens goes through net.Socket#connect, which refuses anything but loopback and local
// sockets. A refused attempt fails as ENETUNREACH where it happens (the resolver turns that into an
// 'unverified' reference, which could pass unnoticed), so each one is also recorded and the test
// file fails at the end, naming the host.
import net from 'node:net';
import os from 'node:os';
import { afterAll } from 'vitest';

const blocked: string[] = [];

/** This machine's own interface addresses: a connection to them never leaves the machine. */
const ownAddresses = new Set(
  Object.values(os.networkInterfaces())
    .flat()
    .map((i) => i?.address.toLowerCase())
    .filter((a): a is string => Boolean(a)),
);

export function isLocalHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === '' || h === 'localhost' || h.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '0.0.0.0') return true;
  if (h === '::1' || h === '0:0:0:0:0:0:0:1' || h === '::' || ownAddresses.has(h)) return true;
  return /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** host:port of a Socket#connect call, or null for a local (IPC) socket. */
export function connectTarget(args: unknown[]): { host: string; port: string } | null {
  // net.connect passes its already normalised [options, callback] as the first argument.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { path?: unknown; host?: unknown; port?: unknown };
    if (typeof options.path === 'string' && options.path) return null;
    return { host: typeof options.host === 'string' ? options.host : 'localhost', port: String(options.port ?? '') };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a socket path
  return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: String(first ?? '') };
}

/** The refused attempts so far (and forgets them: for the guard's own test). */
export function takeBlockedConnections(): string[] {
  return blocked.splice(0);
}

const guarded = Symbol.for('cite-repair.no-internet');
const proto = net.Socket.prototype as net.Socket & { [guarded]?: true };
if (!proto[guarded]) {
  const original = proto.connect;
  proto.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const target = connectTarget(args);
    if (target && !isLocalHost(target.host)) {
      const where = `${target.host}:${target.port}`;
      blocked.push(where);
      const error = Object.assign(new Error(`Tests may not reach the internet: connection to ${where} refused`), { code: 'ENETUNREACH' });
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof proto.connect;
  proto[guarded] = true;
}

afterAll(() => {
  const attempts = takeBlockedConnections();
  if (attempts.length > 0) {
    throw new Error(`This test file tried to reach the internet (${attempts.length} connection(s) refused): ${[...new Set(attempts)].join(', ')}`);
  }
});
