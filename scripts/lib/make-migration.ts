// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that turns the schema of the
// previous migrations into prisma/schema.prisma. Prisma's native schema engine cannot be downloaded
// here, so this uses its WebAssembly build, without any database.
//
//   npm install --no-save @prisma/schema-engine-wasm@<version matching prisma>   (or pass --engine <dir>)
//   node --experimental-wasm-modules --import tsx scripts/lib/make-migration.ts <name> [--engine <dir>]
//
// Hand-written SQL that the Prisma schema cannot express (partial indexes) is added below the
// generated part of a migration by its author.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const schemaPath = path.join(repoDir, 'prisma', 'schema.prisma');
const migrationsDir = path.join(repoDir, 'prisma', 'migrations');

const args = process.argv.slice(2);
const engineIndex = args.indexOf('--engine');
const engineDir = engineIndex >= 0 ? args[engineIndex + 1] : undefined;
const name = args.find((a, i) => !a.startsWith('--') && i !== engineIndex + 1);
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: make-migration.ts <snake_case_name> [--engine <schema-engine-wasm dir>]');
  process.exit(1);
}

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
};
const engineModule = (await import(engineDir ? pathToFileURL(path.join(engineDir, 'schema_engine.js')).href : '@prisma/schema-engine-wasm')) as {
  SchemaEngine: { new: (o: unknown, cb: unknown, adapter: unknown) => Promise<Engine> };
};
// Prisma's packages belong to the web workspace (npm may keep them in web/node_modules): resolve them there.
const fromWeb = createRequire(path.join(repoDir, 'web', 'package.json'));
const importFromWeb = (name: string) => import(pathToFileURL(fromWeb.resolve(name)).href);
const { PrismaPg } = (await importFromWeb('@prisma/adapter-pg')) as { PrismaPg: new (o: { connectionString: string }) => unknown };
const { bindMigrationAwareSqlAdapterFactory } = (await importFromWeb('@prisma/driver-adapter-utils')) as {
  bindMigrationAwareSqlAdapterFactory: (factory: unknown) => unknown;
};

const schema = fs.readFileSync(schemaPath, 'utf8');
const previous = fs.existsSync(migrationsDir)
  ? fs
      .readdirSync(migrationsDir)
      .filter((d) => fs.existsSync(path.join(migrationsDir, d, 'migration.sql')))
      .sort()
  : [];

// The adapter is never connected: both sides of the diff are files.
const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgresql://unused@127.0.0.1:1/unused' }));
const engine = await engineModule.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, adapter);
const from =
  previous.length === 0
    ? { tag: 'empty' }
    : {
        tag: 'migrations',
        baseDir: migrationsDir,
        lockfile: { path: path.join(migrationsDir, 'migration_lock.toml'), content: 'provider = "postgresql"\n' },
        migrationDirectories: previous.map((d) => ({
          path: d,
          migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: fs.readFileSync(path.join(migrationsDir, d, 'migration.sql'), 'utf8') } },
        })),
        shadowDbInitScript: '',
      };
const result = await engine.diff({
  from,
  to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
const sql = result.stdout ?? '';
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.log('No schema changes.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
fs.writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), '# Written by scripts/lib/make-migration.ts\nprovider = "postgresql"\n');
console.log(`Wrote ${path.relative(repoDir, dir)}/migration.sql`);
