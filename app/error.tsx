'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

// No console.error here: Next's onCaughtError already logs every error a boundary catches, in production too.
export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen reset={reset} />;
}
