import fs from 'node:fs';
import { repairDocument } from '@cite-repair/citation-core';
import { listFixtures, readZip, documentText } from './tests/e2e/harness.ts';
for (const fx of listFixtures()) {
  const r: any = await repairDocument(new Uint8Array(fs.readFileSync(fx.file)), {});
  const text = documentText((await readZip(r.docx)).get('word/document.xml')!.toString('utf8'));
  const missing = fx.markers.filter((m) => !text.includes(m));
  console.log(fx.name, `${fx.markers.length - missing.length}/${fx.markers.length}`, missing.slice(0, 3).join(' | '));
}
