// Which addresses a landing-page fetch may connect to: public unicast only. Loopback, private,
// link-local (cloud metadata 169.254.169.254), CGNAT, multicast, reserved, unspecified, and IPv6
// forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused.
import ipaddr from 'ipaddr.js';

export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name ('unicast', 'loopback', 'private', …) or 'invalid'. */
  range: string;
}

export function classifyAddress(address: string): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return { allowed: false, range: 'invalid' };
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return { allowed: range === 'unicast', range };
}

/** True when `host` (a URL hostname, IPv6 in brackets or not) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
}
