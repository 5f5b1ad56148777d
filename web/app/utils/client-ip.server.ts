// The client's address as Express determined it (the socket's peer, or X-Forwarded-For only when
// TRUST_PROXY says a proxy writes it), handed to Remix in a header of our own: the request guard
// overwrites whatever a client sent under this name, so routes can trust it (rate limits per IP).
export const CLIENT_IP_HEADER = 'x-cite-repair-client-ip';

export function clientIp(request: Request): string | undefined {
  return request.headers.get(CLIENT_IP_HEADER) ?? undefined;
}
