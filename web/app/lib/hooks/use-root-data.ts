// The root loader's data (signed-in user and public settings) for any component.
import { useRouteLoaderData } from '@remix-run/react';
import type { PublicConfig, UserDto } from '../types.ts';

export interface RootData {
  user: UserDto | null;
  config: PublicConfig;
  /** False while no job worker process is alive (checked for signed-in users only). */
  workerRunning: boolean;
}

const FALLBACK: RootData = {
  user: null,
  workerRunning: true,
  config: { demoVideoUrl: null, feedbackEmail: 'feedback@example.com', companyName: 'cite-repair' },
};

export function useRootData(): RootData {
  return (useRouteLoaderData('root') as RootData | undefined) ?? FALLBACK;
}

export function useOptionalUser(): UserDto | null {
  return useRootData().user;
}

export function usePublicConfig(): PublicConfig {
  return useRootData().config;
}
