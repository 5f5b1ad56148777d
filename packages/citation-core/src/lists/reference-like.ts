// What makes a line of text read as a reference when nothing else says so (no heading we know, no
// label): a link, a DOI or a year. Used for plain lists, wrapped entries, lists known by their content
// and tables with no number column.
export const LOOKS_LIKE_REFERENCE = /https?:\/\/|\bdoi\b|\b10\.\d{4,9}\/|\b(1[89]|20)\d{2}\b/i;

/** A bare site name ("nature.com", "www.iea.org/reports/weo"): Copilot's "Learn more" entries are only that. */
export const SITE_NAME = /(?:^|\s)(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}(?:\/\S*)?(?=$|[\s,;])/i;
