import { parseReference } from './references/parse.ts';
for (const line of process.argv.slice(2)) {
  const r = parseReference(line) as unknown as Record<string, unknown>;
  console.log(JSON.stringify(r));
}
