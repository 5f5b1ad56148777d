// Entry point run by tsx: `npm run dev -w web` (Vite middleware) or `npm run start -w web` (built assets).
import { startServer } from './server/start-server.ts';

try {
  await startServer({ mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
