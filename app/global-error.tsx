'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen reset={reset} />
        </main>
      </body>
    </html>
  );
}
