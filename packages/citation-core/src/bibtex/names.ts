// CSL names as a BibTeX name list: "Family, Given and {Organisation}". Organisations are
// braced so BibTeX does not split "National Records of Scotland" into given and family names.
import type { CslName } from '../types.ts';
import { escapeText } from './escape.ts';

export function formatNames(names: CslName[]): string {
  return names
    .map(formatName)
    .filter((name) => name !== '')
    .join(' and ');
}

function formatName(name: CslName): string {
  const family = present(name.family);
  const given = present(name.given);
  if (!family) {
    const literal = present(name.literal) || given;
    return literal ? `{${escapeText(literal)}}` : '';
  }
  // Both particles go in front: BibTeX's "von" part is exactly that, and keeps them out
  // of the sort name ("van der Waals, Johannes" sorts under W).
  const particles = [name['dropping-particle'], name['non-dropping-particle']].map(present).filter(Boolean).join(' ');
  if (!given) {
    // Without a comma BibTeX reads "García Márquez" as given + family: brace a multi-word family.
    const lone = /\s/u.test(family) ? `{${escapeText(family)}}` : part(family);
    return particles ? joinParticle(escapeText(particles), lone) : lone;
  }
  const last = part(particles ? joinParticle(particles, family) : family);
  // The three-part form "von Last, Jr, First" is BibTeX's only place for a suffix.
  const suffix = present(name.suffix);
  return suffix ? `${last}, ${part(suffix)}, ${part(given)}` : `${last}, ${part(given)}`;
}

function joinParticle(particle: string, family: string): string {
  return /['’]$/u.test(particle) ? particle + family : `${particle} ${family}`;
}

// A comma or a standalone "and" inside one part would be read as a name separator.
function part(text: string): string {
  const escaped = escapeText(text);
  return /,|\band\b/iu.test(text) ? `{${escaped}}` : escaped;
}

/** The part trimmed, or '' when nothing printable would be left of it. */
function present(text: string | undefined): string {
  const trimmed = text?.trim() ?? '';
  return escapeText(trimmed) === '' ? '' : trimmed;
}
