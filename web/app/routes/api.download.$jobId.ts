// GET /api/download/:jobId — the complete package (zip) of a completed job.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadJobFile } from '../utils/download.server.ts';

export const loader = ({ request, params }: LoaderFunctionArgs) => downloadJobFile(request, params.jobId ?? '', 'zip');
