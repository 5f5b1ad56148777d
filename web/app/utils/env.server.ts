// Every environment variable the web app reads, validated once (see .env.example for defaults).
import { z } from 'zod';

const booleanish = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the web server listens on: loopback unless asked (see ADR 006). */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Reverse proxies in front of the server, whose X-Forwarded-For/-Proto/-Host are believed: a number of
   * hops (1: one proxy) or Express's list of proxy addresses ("loopback", "10.0.0.0/8"). Empty or 0:
   * none, the headers are the client's own words and ignored.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string => {
      const value = (v ?? '').trim();
      if (value === '' || value === '0' || value === 'false' || value === 'no') return false;
      if (value === 'true' || value === 'yes') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^[\w.:/,\s-]+$/.test(value)) return value;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a number of proxies or a list of proxy addresses' });
      return z.NEVER;
    }),
  /** The app's public URL (used for sign-in redirects and e-mail links). */
  APP_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  SESSION_SECRET: optionalString.pipe(z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional()),
  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  LOCAL_SIGN_IN: booleanish,
  ADMIN_EMAILS: optionalString.transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
  /**
   * Abuse limits (issue 13), shared by every process through the database; 0 switches one off.
   * Sign-in requests per IP per 15 minutes (starting a sign-in and returning from the provider each count),
   * new accounts per IP per hour, uploads per user and per IP per hour.
   */
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_UPLOADS_PER_USER: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_UPLOADS_PER_IP: z.coerce.number().int().min(0).default(120),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('cite-repair <no-reply@localhost>'),
  /** Run the Graphile worker inside the web process (0 to run only separate `npm run worker` processes). */
  RUN_WORKER: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(200).default(10_000),
  WORKER_DEAD_AFTER_MS: z.coerce.number().int().min(500).default(60_000),
  /** Uploads one web process receives at once; past it, 503 with Retry-After before the body is read. */
  MAX_CONCURRENT_UPLOADS: z.coerce.number().int().min(1).max(1000).default(24),
  SOFFICE_PATH: optionalString,
  /** Legacy .doc conversions at once in one web process (each LibreOffice needs a core and memory). */
  SOFFICE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  DEMO_VIDEO_URL: optionalString,
  FEEDBACK_EMAIL: z.string().default('feedback@example.com'),
  COMPANY_NAME: z.string().default('cite-repair'),
  /** Stripe (issue 12): without a secret key the purchase card says payments are not configured. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of the webhook endpoint (POST /api/stripe/webhook), whsec_… */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another API base for Stripe's client, e.g. a local look-alike: http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  /** Admin 'clean up stale jobs': a processing job with no progress for this long is ended as failed. */
  STALE_JOB_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Where uploads and outputs are kept (ADR 104): files under DATA_DIR/files, or an S3-compatible bucket. */
  STORAGE: optionalString.pipe(z.enum(['filesystem', 's3']).default('filesystem')),
  S3_BUCKET: optionalString,
  /** An S3-compatible server (MinIO, Ceph, R2…), addressed path-style; empty: AWS S3 itself. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  /** Both or neither; neither: the AWS SDK's own chain (~/.aws, an instance or task role). */
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  /** Days a completed job's files are kept before the retention task deletes them (the job and its report stay). */
  OUTPUT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /** Shown on the admin AI metrics tab; sent as OpenAI-Project in the key check. */
  OPENAI_PROJECT_ID: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; the message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) {
    throw new Error('Invalid environment:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    // A key without the webhook secret would take payments whose credits never arrive.
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid environment:\n  S3_BUCKET is needed with STORAGE=s3');
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  return env;
}

const cache = globalThis as { __citeRepairEnv?: Env };

/** The validated environment of this process (read once; server start-up fills in generated values first). */
export function getEnv(): Env {
  cache.__citeRepairEnv ??= parseEnv(process.env);
  return cache.__citeRepairEnv;
}

/** Forget the cached environment (tests and start-up, after they change process.env). */
export function resetEnv(): void {
  cache.__citeRepairEnv = undefined;
}

/** The app's public base URL without a trailing slash. */
export function appUrl(env: Env = getEnv()): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
