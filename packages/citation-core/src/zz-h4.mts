import { parseReference } from './references/parse.ts';
for (const line of process.argv.slice(2)) console.log(JSON.stringify(parseReference(line)));
