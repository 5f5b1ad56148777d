// Configuration the screens may show (never secrets): the root loader sends it to the browser.
import { appUrl, getEnv } from './env.server.ts';
import { paymentsEnabled } from './stripe.server.ts';

export interface PublicConfig {
  demoVideoUrl: string | null;
  feedbackEmail: string;
  companyName: string;
  /** Stripe keys are configured: without them the purchase card says payments are not configured. */
  paymentsEnabled: boolean;
  /** The app's public address (APP_URL), as the command line's `login --server` takes it. */
  appUrl: string;
}

export function getPublicConfig(): PublicConfig {
  const env = getEnv();
  return {
    demoVideoUrl: env.DEMO_VIDEO_URL ?? null,
    feedbackEmail: env.FEEDBACK_EMAIL,
    companyName: env.COMPANY_NAME,
    paymentsEnabled: paymentsEnabled(env),
    appUrl: appUrl(env),
  };
}
