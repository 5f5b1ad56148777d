// "reuters.com", "www.iea.org", "en.wikipedia.org": a text that is only a web domain. Link labels
// and citation pills name their source this way; a domain names no site better than its address does.
const DOMAIN_NAME = /^(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}$/iu;

export function isDomainName(text: string): boolean {
  return DOMAIN_NAME.test(text.trim());
}
