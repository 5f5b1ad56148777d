// Reference entries as exports in other languages write them: access clauses, dates after the
// site, author conjunctions and "and others" words, national formats, CJK names.
import { describe, expect, it } from 'vitest';
import { parseReference } from './parse.ts';

describe('Gemini "Works cited" in other languages', () => {
  it.each([
    'Rapport solaire - RTE, consulté le mars 3, 2025, https://www.rte-france.com/c',
    'Solarbericht - RTE, Zugriff am März 3, 2025, https://www.rte-france.com/c',
    'Informe solar - RTE, fecha de acceso: marzo 3, 2025, https://www.rte-france.com/c',
    'Relatório solar - RTE, acessado em março 3, 2025, https://www.rte-france.com/c',
    'Rapporto solare - RTE, consultato il marzo 3, 2025, https://www.rte-france.com/c',
    'Zonnerapport - RTE, geopend op maart 3, 2025, https://www.rte-france.com/c',
    '太阳能报告 - RTE, 访问时间为 三月 3, 2025， https://www.rte-france.com/c',
    '太陽光レポート - RTE, 3月 3, 2025にアクセス、 https://www.rte-france.com/c',
    '태양광 보고서 - RTE, 3월 3, 2025에 액세스, https://www.rte-france.com/c',
    'Солнечный отчёт - RTE, дата последнего обращения: марта 3, 2025, https://www.rte-france.com/c',
  ])('%s: the site is RTE, the date is the access date', (entry) => {
    const ref = parseReference(entry);
    expect(ref.format).toBe('ai-tool');
    expect(ref.siteName).toBe('RTE');
    expect(ref.authors).toEqual([]);
    expect(ref.accessed).toBe('2025-03-03');
    expect(ref.year).toBeUndefined();
  });
});

describe('a date after the site: "Title - Site, date"', () => {
  it.each([
    ['Renewables additions 2023 - Reuters, January 5, 2024 https://www.reuters.com/x', 'Reuters'],
    ['Solarbericht - Fraunhofer ISE, 5. Januar 2024, https://www.ise.fraunhofer.de/b', 'Fraunhofer ISE'],
    ['Informe solar - REE, 5 de enero de 2024, https://www.ree.es/d', 'REE'],
    ['Relatório solar - EPE, 5 de janeiro de 2024, https://www.epe.gov.br/e', 'EPE'],
    ['Rapporto solare - GSE, 5 gennaio 2024, https://www.gse.it/f', 'GSE'],
    ['Raport słoneczny - URE, 5 stycznia 2024, https://www.ure.gov.pl/h', 'URE'],
    ['Солнечный отчёт - Минэнерго, 5 января 2024 г., https://minenergo.gov.ru/l', 'Минэнерго'],
    ['太阳能报告 - 国家能源局, 2024年1月5日, https://www.nea.gov.cn/i', '国家能源局'],
    ['태양광 보고서 - 산업통상자원부, 2024년 1월 5일, https://www.motie.go.kr/k', '산업통상자원부'],
    ['Solarbericht - BNetzA, 05.01.2024, https://www.bundesnetzagentur.de/m', 'BNetzA'],
  ])('%s', (entry, site) => {
    const ref = parseReference(entry);
    expect(ref.siteName).toBe(site);
    expect(ref.year).toBe(2024);
    expect(ref.issued).toEqual([2024, 1, 5]);
    expect(ref.authors).toEqual([]);
  });
});
