// A minimal OLE compound file (the container of legacy .doc files and of password-protected
// .docx files): a header, one FAT sector and one directory sector naming the given streams.
const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const FATSECT = 0xfffffffd;

export function buildCompoundFile(streamNames: string[]): Buffer {
  const sector = 512;
  const directoryEntries = ['Root Entry', ...streamNames];
  const directorySectors = Math.ceil((directoryEntries.length * 128) / sector);
  const out = Buffer.alloc(sector * (2 + directorySectors));

  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x003e, 0x18); // minor version
  out.writeUInt16LE(0x0003, 0x1a); // major version 3: 512-byte sectors
  out.writeUInt16LE(0xfffe, 0x1c); // byte order
  out.writeUInt16LE(9, 0x1e); // sector shift
  out.writeUInt16LE(6, 0x20); // mini sector shift
  out.writeUInt32LE(1, 0x2c); // FAT sectors
  out.writeUInt32LE(1, 0x30); // first directory sector
  out.writeUInt32LE(4096, 0x38); // mini stream cutoff
  out.writeUInt32LE(ENDOFCHAIN, 0x3c); // first mini FAT sector
  out.writeUInt32LE(ENDOFCHAIN, 0x44); // first DIFAT sector
  for (let i = 0; i < 109; i++) out.writeUInt32LE(i === 0 ? 0 : FREESECT, 0x4c + i * 4);

  const fat = sector; // sector 0
  for (let i = 0; i < sector / 4; i++) out.writeUInt32LE(FREESECT, fat + i * 4);
  out.writeUInt32LE(FATSECT, fat);
  for (let i = 0; i < directorySectors; i++) out.writeUInt32LE(i === directorySectors - 1 ? ENDOFCHAIN : i + 2, fat + (i + 1) * 4);

  directoryEntries.forEach((name, index) => {
    const p = sector * 2 + index * 128;
    for (let i = 0; i < name.length; i++) out.writeUInt16LE(name.charCodeAt(i), p + i * 2);
    out.writeUInt16LE((name.length + 1) * 2, p + 64);
    out[p + 66] = index === 0 ? 5 : 2; // root storage, then streams
    out[p + 67] = 1; // black
    out.writeUInt32LE(FREESECT, p + 68); // left sibling
    out.writeUInt32LE(index > 0 && index < directoryEntries.length - 1 ? index + 1 : FREESECT, p + 72); // right sibling
    out.writeUInt32LE(index === 0 && directoryEntries.length > 1 ? 1 : FREESECT, p + 76); // child
    out.writeUInt32LE(ENDOFCHAIN, p + 116); // start sector (empty stream)
  });
  return out;
}
