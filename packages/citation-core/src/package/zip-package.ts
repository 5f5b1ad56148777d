// The download bundle (repaired .docx + .bib + report) as one zip, built with archiver: the
// bundle is our own output, so the hostile-input concerns of docx/zip.ts do not apply here.

export interface ZipPackageFile {
  name: string;
  data: Uint8Array | string;
}

export interface ZipPackageOptions {
  /** Timestamp of every entry (default: now); fix it for reproducible bundles. */
  date?: Date;
}

// Deflating an already-compressed file only burns CPU.
const ALREADY_COMPRESSED = /\.(docx|dotx|xlsx|pptx|zip|gz|png|jpe?g|gif|webp)$/i;

export async function createZipPackage(files: ZipPackageFile[], options: ZipPackageOptions = {}): Promise<Uint8Array> {
  const seen = new Set<string>();
  for (const { name } of files) {
    if (name === '' || name.startsWith('/') || name.includes('\\') || name.split('/').includes('..')) {
      throw new Error(`createZipPackage: unsafe file name ${JSON.stringify(name)}`);
    }
    if (seen.has(name)) throw new Error(`createZipPackage: duplicate file name ${name}`);
    seen.add(name);
  }

  const date = options.date ?? new Date();
  // Loaded here, not at the top: only a run that asks for the bundle pays for archiver.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve());
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  for (const file of files) {
    const source = typeof file.data === 'string' ? file.data : Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
    archive.append(source, { name: file.name, date, store: ALREADY_COMPRESSED.test(file.name) });
  }
  await archive.finalize();
  await finished;
  return Buffer.concat(chunks);
}
