// Next reuses build-time fetches from .next/cache/fetch-cache across builds, even for plain fetch(); a rebuild
// must always see the current blog posts, so the cache is dropped before every build.
import { rmSync } from 'node:fs';

rmSync(new URL('../.next/cache/fetch-cache', import.meta.url), { recursive: true, force: true });
