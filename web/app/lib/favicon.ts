// The site's mark (a white bookmark on indigo): one source for the icon link and /favicon.ico.
export const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#4f46e5'/><path d='M11 8h10a1 1 0 0 1 1 1v15l-6-3.5L10 24V9a1 1 0 0 1 1-1z' fill='white'/></svg>";
