'use client';

import { ErrorScreen } from '@/components/layout/error-screen';
import './globals.css';

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>. Next's
// onCaughtError already logs the error it caught.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
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
