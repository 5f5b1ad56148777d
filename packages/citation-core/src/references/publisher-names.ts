// Whether a name after a title is a book's publisher rather than a journal or a site. A publisher
// is told by its own words ("Press", "Verlag", "Éditions") or by being one of the houses whose names
// are only surnames ("Farrar, Straus and Giroux", "Little, Brown and Company", "Simon & Schuster"):
// nothing in such a name says "publisher", and a book's publisher read as a journal turns the book
// into a journal article in every export.

// Publishers' own words in the languages the parser reads ("Editorial Sudamericana", "Éditions Gallimard",
// "Presses universitaires de France", "Edizioni Laterza", "Uitgeverij Boom", "Wydawnictwo Naukowe PWN",
// "Ankara Üniversitesi Yayınları", "Издательство МГУ", "岩波書店", "人民出版社", "창비 출판사").
const PUBLISHER_WORD_RE =
  /(?<![\p{L}])(?:editorial|editora|[ée]ditions|edizioni|ediciones|uitgeverij|f[oö]rlag|wydawnictwo|kiad[oó]|presses|yay[ıi]nlar[ıi]|yay[ıi]nevi|yay[ıi]nc[ıi]l[ıi]k|издательство|изд-во)(?![\p{L}])|(?:出版社|出版|書店|書房|书店|书局|출판사|출판|문고)|\b(?:press|publish(?:ing|ers?)|books|verlag|wiley|springer|elsevier|routledge|sage|pearson|mcgraw|penguin|harper|harpercollins|macmillan|norton|o'reilly|palgrave|taylor\s*&\s*francis|crc|academic|inc|ltd|llc|gmbh)\b/iu;

// The trade and academic houses named by their founders or a brand, which research assistants cite
// for books as often as the university presses, in English and in the other languages read.
const PUBLISHER_HOUSE_RE =
  /\b(?:farrar|giroux|little,\s*brown|simon\s*(?:&|and)\s*schuster|random\s+house|knopf|doubleday|scribner|bloomsbury|hachette|viking|vintage|bantam|ballantine|riverhead|picador|faber|allen\s+lane|houghton\s+mifflin|henry\s+holt|st\.?\s+martin['’]s|crown|publicaffairs|public\s+affairs|polity|verso|blackwell|cengage|kluwer|de\s+gruyter|brill|emerald|addison[-\s]wesley|prentice[-\s]hall|jossey[-\s]bass|edward\s+elgar|lippincott|karger|thieme|apress|packt|manning|no\s+starch|grand\s+central|hodder|granta|earthscan|il\s+mulino|einaudi|feltrinelli|mondadori|zanichelli|carocci|franco\s*angeli|gallimard|flammarion|dunod|seuil|armand\s+colin|suhrkamp|kohlhammer|nomos|anagrama|paid[óo]s|siglo\s+xxi|companhia\s+das\s+letras)\b|&\s+sons\b|\bsons,?\s+inc\b/iu;

/** "MIT Press", "Farrar, Straus and Giroux", "Éditions Gallimard": a book's publisher. */
export function namesPublisher(name: string): boolean {
  return PUBLISHER_WORD_RE.test(name) || PUBLISHER_HOUSE_RE.test(name);
}

// Words any firm's name may end with: a web page's site ("OpenAI, Inc.") as much as a book's publisher.
const COMPANY_SUFFIX_RE = /\b(?:inc|ltd|llc|gmbh|academic)\b/i;
const NEWS_AGENCY_RE = /\b(?:associated|canadian|united)\s+press\b|\bpress\s+(?:association|trust)\b/i;

/**
 * A publisher of books and nothing else: with it, a work with no journal is a book even when a DOI
 * ("Cambridge University Press. https://doi.org/10.1017/…") or a link ("MIT Press. https://…") follows.
 * A company suffix or a news agency ("Associated Press") may name a web page's site instead.
 */
export function namesBookPublisher(name: string): boolean {
  if (NEWS_AGENCY_RE.test(name)) return false;
  return PUBLISHER_HOUSE_RE.test(name) || PUBLISHER_WORD_RE.test(name.replace(COMPANY_SUFFIX_RE, ''));
}

// The cities books are published in, as Springer and Harvard set them after the publisher
// ("Springer, Cham", "MIT Press, Cambridge", "Wiley, Hoboken"): a place, not part of the name.
const PUBLISHING_CITY_RE =
  /^(?:cham|berlin|heidelberg|new\s+york|london|oxford|cambridge|hoboken|boston|amsterdam|singapore|tokyo|dordrecht|basel|leiden|paris|stuttgart|wiesbaden|thousand\s+oaks|los\s+angeles|san\s+francisco|chichester|abingdon|milton\s+park|bristol|princeton|chicago|washington|new\s+delhi|sydney|toronto|munich|m[üu]nchen|vienna|wien|z[üu]rich|philadelphia|baltimore|new\s+haven|ithaca|burlington|bingley|cheltenham|northampton|weinheim|frankfurt(?:\s+am\s+main)?|hamburg|leipzig|g[öo]ttingen|madrid|barcelona|milano|milan|roma|rome|bologna|torino|warszawa|warsaw|moscow|beijing|shanghai|hong\s+kong|seoul|boca\s+raton|san\s+diego|new\s+brunswick|upper\s+saddle\s+river|englewood\s+cliffs|harlow|basingstoke|edinburgh|manchester|dublin|stockholm|copenhagen|oslo|helsinki|geneva|gen[eè]ve|lausanne|brussels|bruxelles|lisbon|lisboa)$/i;
// A US state, a Canadian province or a country after the city: "Cambridge, MA", "Washington, DC", "Hoboken, NJ, USA".
const PLACE_SUFFIX_RE = /^(?:[A-Z]{2}|USA|UK|U\.S\.A?\.?|U\.K\.|Germany|Switzerland|the\s+Netherlands|Netherlands|England|Canada|Japan)$/;

/**
 * How many of a name's comma-separated parts, at its end, are a publishing place: "Springer, Cham" → 1,
 * "MIT Press, Cambridge, MA" → 2, "Springer, Berlin, Heidelberg" → 2, "Farrar, Straus and Giroux" → 0.
 * The first part is always the name's.
 */
export function trailingPlaceParts(parts: readonly string[]): number {
  const at = (i: number): string => (parts[i] as string).trim().replace(/\.$/, '');
  let n = 0;
  while (n < 2 && parts.length - n > 1 && PLACE_SUFFIX_RE.test((parts[parts.length - 1 - n] as string).trim())) n++;
  let cities = 0;
  while (parts.length - n - cities > 1 && PUBLISHING_CITY_RE.test(at(parts.length - n - cities - 1))) cities++;
  // "Golden, CO", "Oak Ridge, TN": any town before a state's code is a place, known city or not.
  if (cities === 0 && n > 0 && parts.length - n > 1 && /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2}$/u.test(at(parts.length - n - 1))) cities = 1;
  return cities === 0 ? 0 : n + cities;
}

/** Whether a place is one of the cities books are published in ("Moscow", "New York", "Cham"). */
export function isPublishingCity(place: string): boolean {
  return PUBLISHING_CITY_RE.test(place.trim());
}
