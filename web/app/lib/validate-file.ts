// Spec §5: what the upload screen refuses before sending anything.
import { MAX_FILE_BYTES, MAX_FILE_SIZE_TEXT, MIN_CREDITS_TO_PROCESS } from './constants.ts';

export interface ValidationProblem {
  title: string;
  description: string;
}

export const INVALID_TYPE: ValidationProblem = { title: 'Invalid file type', description: 'Please upload a Word document (.doc or .docx file)' };
export const TOO_LARGE: ValidationProblem = {
  title: 'File too large',
  description: `Please upload a file smaller than ${MAX_FILE_SIZE_TEXT.replace(' ', '')}`,
};
export const NO_CREDITS: ValidationProblem = {
  title: 'Insufficient Credits',
  description: 'You need at least 1 credit to process a document. Please purchase more credits.',
};

const WORD_TYPES = ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

export function isWordFile(file: { name: string; type?: string }): boolean {
  const name = file.name.toLowerCase();
  return name.endsWith('.docx') || name.endsWith('.doc') || (file.type !== undefined && WORD_TYPES.includes(file.type) && /\.docx?$/i.test(name));
}

/** The first problem with a chosen file, or null. */
export function validateFile(file: { name: string; size: number; type?: string }): ValidationProblem | null {
  if (!isWordFile(file)) return INVALID_TYPE;
  if (file.size > MAX_FILE_BYTES) return TOO_LARGE;
  return null;
}

export function hasEnoughCredits(credits: number | null | undefined): boolean {
  return (credits ?? 0) >= MIN_CREDITS_TO_PROCESS;
}
