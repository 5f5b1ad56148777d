import { describe, expect, it } from 'vitest';
import { findAccessedDate, findDate, findLastYear, findYear, parseDateText, toIsoDate } from './parse-dates.ts';

describe('parseDateText', () => {
  it.each([
    ['March 3, 2025', [2025, 3, 3]],
    ['Mar. 3 2025', [2025, 3, 3]],
    ['3 March 2025', [2025, 3, 3]],
    ['3rd March, 2025', [2025, 3, 3]],
    ['2025-03-03', [2025, 3, 3]],
    ['2007 Aug 16', [2007, 8, 16]],
    ['2007 Aug', [2007, 8]],
    ['September 2012', [2012, 9]],
    ['2012', [2012]],
    ['3. März 2025', [2025, 3, 3]],
    ['3 mars 2025', [2025, 3, 3]],
    ['3 de marzo de 2025', [2025, 3, 3]],
    ['12 agosto 2024', [2024, 8, 12]],
    ['1 décembre 2023', [2023, 12, 1]],
    ['3 marca 2024', [2024, 3, 3]],
    ['3 марта 2024', [2024, 3, 3]],
    ['2024年1月5日', [2024, 1, 5]],
    ['2024년 1월 5일', [2024, 1, 5]],
    ['2024年1月', [2024, 1]],
    ['05.01.2024', [2024, 1, 5]],
    // Gemini's "month D, YYYY" in other languages.
    ['März 3, 2025', [2025, 3, 3]],
    ['三月 3, 2025', [2025, 3, 3]],
    ['3月 3, 2025', [2025, 3, 3]],
    ['3월 3, 2025', [2025, 3, 3]],
  ])('%s', (text, parts) => {
    expect(parseDateText(text)).toEqual(parts);
  });

  it('rejects non-dates', () => {
    expect(parseDateText('soon')).toBeUndefined();
    expect(parseDateText('12345')).toBeUndefined();
  });
});

describe('findAccessedDate', () => {
  it.each([
    ['Title - Site, accessed March 3, 2025, https://x', '2025-03-03'],
    ['Available at: https://x (Accessed: 3 March 2025).', '2025-03-03'],
    ['Internet]. Publisher; 2009 [cited 2025 Mar 3]. Available from: x', '2025-03-03'],
    ['Retrieved September 1, 2024, from https://x', '2024-09-01'],
    ['(accessed Mar. 3, 2025)', '2025-03-03'],
    ['Last accessed 2024-12-01', '2024-12-01'],
    ['Klimawandel - Umweltbundesamt, aufgerufen am 3. März 2025, https://x', '2025-03-03'],
    ['Titre - Site, consulté le 3 mars 2025, https://x', '2025-03-03'],
    ['Título - Sitio, consultado el 3 de marzo de 2025, https://x', '2025-03-03'],
    ['Titel - Site, geraadpleegd op 3 maart 2025, https://x', '2025-03-03'],
    // Gemini's "Works cited" in other languages keeps the English "month D, YYYY" order.
    ['Rapport - RTE, consulté le mars 3, 2025, https://x', '2025-03-03'],
    ['Bericht - ISE, Zugriff am März 3, 2025, https://x', '2025-03-03'],
    ['Informe - REE, fecha de acceso: marzo 3, 2025, https://x', '2025-03-03'],
    ['Relatório - EPE, acessado em março 3, 2025, https://x', '2025-03-03'],
    ['Rapporto - GSE, consultato il marzo 3, 2025, https://x', '2025-03-03'],
    ['Rapport - CBS, geopend op maart 3, 2025, https://x', '2025-03-03'],
    ['Raport - URE, otwierano: marca 3, 2025, https://x', '2025-03-03'],
    ['报告 - 国家能源局, 访问时间为 三月 3, 2025， https://x', '2025-03-03'],
    ['レポート - 経済産業省, 3月 3, 2025にアクセス、 https://x', '2025-03-03'],
    ['보고서 - 산업통상자원부, 3월 3, 2025에 액세스, https://x', '2025-03-03'],
    ['Отчёт - Минэнерго, дата последнего обращения: марта 3, 2025, https://x', '2025-03-03'],
    ['URL: https://x (дата обращения: 03.03.2025).', '2025-03-03'],
    ['https://x (2024年3月3日閲覧)', '2024-03-03'],
    // APA's "Retrieved … from" in Spanish, and the access words of Swedish, Norwegian, Turkish and Indonesian.
    ['Smith, J. (2020). Energía. Recuperado el 5 de marzo de 2024, de https://x', '2024-03-05'],
    ['Solenergi - Energimyndigheten, hämtad 5 mars 2024, https://x', '2024-03-05'],
    ['Solenergi - NVE, hentet 5. mars 2024, https://x', '2024-03-05'],
    ['Güneş enerjisi - EPDK, erişim tarihi 5 Mart 2024, https://x', '2024-03-05'],
    ['Energi surya - ESDM, diakses pada 5 Maret 2024, https://x', '2024-03-05'],
  ])('%s → %s', (text, iso) => {
    expect(findAccessedDate(text)).toBe(iso);
  });

  it('returns nothing without an access clause', () => {
    expect(findAccessedDate('Nature, October 24, 2009')).toBeUndefined();
    // An access word inside another word is not one.
    expect(findAccessedDate('Unzugriff am 3. März 2025')).toBeUndefined();
  });
});

describe('findYear / findDate / toIsoDate', () => {
  it('finds a standalone year but not digits of DOIs, pages or longer numbers', () => {
    expect(findYear('Nature, vol. 448, pp. 828–831, 2007.')).toBe(2007);
    expect(findYear('10.1016/j.jand.2018.11.007')).toBeUndefined();
    expect(findYear('pages 20071-20099')).toBeUndefined();
    expect(findYear('in 1999a and')).toBe(1999);
  });

  it('finds full calendar dates with their position', () => {
    expect(findDate('The Daily Telegraph, October 24, 2009. [Online]')).toEqual({ parts: [2009, 10, 24], index: 21, length: 16 });
    expect(findDate('only 2009 here')).toBeUndefined();
    // A foreign month name counts only in a full date: the rover keeps its name.
    expect(findDate('The Mars 2020 mission')).toBeUndefined();
    // Gemini's "month D, YYYY" outside English is read only after an access phrase.
    expect(findDate('Das März 3, 2025 Papier')).toBeUndefined();
    expect(findDate('Version 1.2.2020.5')).toBeUndefined();
  });

  it('pads ISO dates', () => {
    expect(toIsoDate([2025, 3, 3])).toBe('2025-03-03');
    expect(toIsoDate([2025, 11])).toBe('2025-11');
    expect(toIsoDate([2025])).toBe('2025');
  });
});

describe('findLastYear', () => {
  it.each([
    ['Title. Routledge, London 2019.', 2019],
    ['Title. Nauka, 2018. 250 p.', 2018],
    ['Title of a long work here (2020)', 2020],
    ['Title of the work, S. 2019', undefined],
    ['Title of the work, № 2019.', undefined],
    ['Title of the work, 1998–2004.', undefined],
    ['Title of the work, 3.2019.5', undefined],
    ['2019. A title that runs on for a good while longer', undefined],
    ['The survey of 2019 and 2021 results', undefined],
    ['Title of the work, smith2019.', undefined],
  ])('%s → %s', (text, year) => {
    expect(findLastYear(text)).toBe(year);
  });

  it('stays fast on long hostile input', () => {
    const started = performance.now();
    findLastYear('S. 2019 '.repeat(5000));
    findLastYear('1'.repeat(40000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
