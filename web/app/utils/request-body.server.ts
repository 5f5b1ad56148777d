// Reads the body of a POST from the screens (JSON, spec §7) or from a plain HTML form, as one object.
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    if (!text.trim()) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  return {};
}

export class BadBodyError extends Error {}

/** readBody, with unreadable JSON turned into BadBodyError (a 400, not a 500). */
export async function readBodyOr400(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readBody(request);
  } catch {
    throw new BadBodyError('The request body is not valid JSON.');
  }
}
