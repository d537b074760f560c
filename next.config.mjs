// One source tree, two targets: the default is a static export into out/ (any static host or CDN);
// NEXT_OUTPUT=server builds a Node server for incremental revalidation (see deploy/README.md "Server mode").
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { buildId } from './scripts/lib/build-id.mjs';
import { serverContentSecurityPolicy, serverSecurityHeaders } from './scripts/lib/server-headers.mjs';
import { enforceSiteUrl } from './scripts/lib/site-url.mjs';
import { importTypeScript } from './scripts/lib/typescript-modules.mjs';

const serverMode = process.env.NEXT_OUTPUT === 'server';

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(serverMode ? {} : { output: 'export' }),
  // Its own folder, so a server build never overwrites the export's .next (or the other way round);
  // `next start` finds it because start:server sets NEXT_OUTPUT=server too.
  distDir: serverMode ? '.next-server' : '.next',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only files (route.server.ts) exist only in server mode, so they never reach the export.
  pageExtensions: serverMode ? ['tsx', 'ts', 'server.ts'] : ['tsx', 'ts'],
  images: { unoptimized: true },
  // Turbopack's default CSS chunking merged every route's CSS into shared files, so the blog's block styles
  // reached every page; 'graph' splits by the routes that use each module: articles alone load the block CSS,
  // and every page loads less CSS in all (measured per page in docs/blog-content.md).
  experimental: { cssChunking: 'graph' },
  // From the code and public settings, never random: two builds of one commit write identical files, so a
  // rebuild after a blog edit uploads only the pages that edit changed.
  generateBuildId: () => buildId(fileURLToPath(new URL('.', import.meta.url))),
  // The export's headers come from the host (files generated from deploy/headers.mjs); the server sends the same
  // ones itself, from that module, with its own Content-Security-Policy.
  ...(serverMode
    ? {
        async headers() {
          const blog = { apiBase: process.env.NEXT_PUBLIC_BLOG_API_BASE, site: process.env.NEXT_PUBLIC_BLOG_SITE };
          const { playerOrigins } = await importTypeScript('lib/blog/sanitize.ts');
          return [
            { source: '/:path*', headers: serverSecurityHeaders(blog) },
            // Later rules override earlier ones: only the search page and Pagefind's own files (its web worker
            // takes the policy of its script's response) may compile WebAssembly.
            ...['/search', '/pagefind/:path*'].map((source) => ({
              source,
              headers: [{ key: 'Content-Security-Policy', value: serverContentSecurityPolicy(blog, { wasm: true }) }],
            })),
            // Only article pages frame anything: the video player a visitor asked for (site.embeds.playInline).
            ...['/blog/:id(\\d+)/:slug', '/blog/article'].map((source) => ({
              source,
              headers: [{ key: 'Content-Security-Policy', value: serverContentSecurityPolicy(blog, { frames: playerOrigins() }) }],
            })),
          ];
        },
      }
    : {}),
};

export default function config(phase) {
  // Only `next build`: dev and `next start` run on localhost by design. Warns loudly, fails in CI (see README).
  if (phase === PHASE_PRODUCTION_BUILD) enforceSiteUrl(process.env);
  return nextConfig;
}
