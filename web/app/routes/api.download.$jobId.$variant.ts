// GET /api/download/:jobId/:variant — variant is document (.docx), bibtex (.bib) or zip.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadJobFile } from '../utils/download.server.ts';

export const loader = ({ request, params }: LoaderFunctionArgs) => downloadJobFile(request, params.jobId ?? '', params.variant ?? '');
