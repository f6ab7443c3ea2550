// Runs before the app hydrates (Next.js client instrumentation).
import './sentry.client.config';
