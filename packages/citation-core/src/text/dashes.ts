// The dash-like characters a range is written with ("12–15", "[4]–[6]", "pp. 5‒7"), in one place so
// that every reader of ranges takes the same ones.

/**
 * Hyphen-minus, hyphen (U+2010), non-breaking hyphen (U+2011), figure dash (U+2012), en and em dash,
 * horizontal bar (U+2015), minus sign (U+2212), and the small and full-width hyphen-minus of Chinese
 * and Japanese text (U+FE63, U+FF0D), written for a regular expression's character class: the
 * hyphen-minus is escaped, so the class reads it as itself wherever it stands ("[,;${DASHES}]"), never
 * as a range between its neighbours.
 */
export const DASHES = '\\-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d';
