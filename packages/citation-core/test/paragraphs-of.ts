// The paragraphs of a document built from WordprocessingML snippets: what the stage tests beside
// citations/detect.ts, lists/locate.ts and rewrite/plan.ts take as input.
import type { OpenedDocument } from '../src/docx/document.ts';
import { openDocument } from '../src/docx/document.ts';
import { readDocx } from '../src/docx/read.ts';
import type { BuildOptions } from './build-docx.ts';
import { buildDocx } from './build-docx.ts';

export function openBuilt(options: BuildOptions): OpenedDocument {
  return openDocument(readDocx(buildDocx(options)));
}
