// The product's size limit on a document (spec §9), the one number every shell checks against:
// the core's reader, the web upload (browser and server) and the CLI (local and remote).

/** The largest document accepted: 50 MB. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** The limit as people read it: "50 MB". */
export const MAX_DOCUMENT_SIZE_TEXT = `${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`;
