// One source tree, two targets: the default is a static export into out/ (any static host or CDN);
// NEXT_OUTPUT=server builds a Node server for incremental revalidation (see deploy/server-mode.md).
// A production build runs inside the pipeline (scripts/build/index.ts: npm run build, npm run build:server).
// The TypeScript modules this file needs are loaded with tsx, so each fact has one source.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { tsImport } from 'tsx/esm/api';

const serverMode = process.env.NEXT_OUTPUT === 'server';
const root = fileURLToPath(new URL('.', import.meta.url));
const load = (path) => tsImport(path, import.meta.url);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Server mode: a self-contained server in .next-server/standalone/ (what the container image copies), with a
  // cache that several instances share through Redis when REDIS_URL is set (lib/server/cache/handler.mjs).
  ...(serverMode
    ? {
        output: 'standalone',
        // lib/server/csp-response.ts compresses instead (the same middleware), beneath its hashing of each HTML answer's
        // inline scripts: Next's own compression would hand it gzip.
        compress: false,
        cacheHandler: fileURLToPath(new URL('./lib/server/cache/handler.mjs', import.meta.url)),
        // Loaded from node_modules as they are (the standalone output copies them): one copy per process, whose
        // registry and tracer provider every bundle shares (lib/server/observability/).
        serverExternalPackages: [
          'prom-client',
          'pino',
          '@opentelemetry/api',
          '@opentelemetry/sdk-trace',
          '@opentelemetry/context-async-hooks',
          '@opentelemetry/core',
          '@opentelemetry/resources',
          '@opentelemetry/exporter-trace-otlp-proto',
          '@opentelemetry/exporter-trace-otlp-http',
        ],
      }
    : { output: 'export' }),
  // Its own folder, so a server build never overwrites the export's .next (or the other way round);
  // `next start` finds it because start:server sets NEXT_OUTPUT=server too.
  distDir: serverMode ? '.next-server' : '.next',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only files (route.server.ts) exist only in server mode, so they never reach the export.
  pageExtensions: serverMode ? ['tsx', 'ts', 'server.ts'] : ['tsx', 'ts'],
  images: { unoptimized: true },
  // Defined even when unset (''), so the bundler folds lib/browser/analytics/client.ts's check and leaves the tracker
  // out of every chunk of a build without analytics; lib/config/env.ts validates the value.
  env: { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN ?? '' },
  // Turbopack's default CSS chunking merged every route's CSS into shared files, so the blog's block styles
  // reached every page; 'graph' splits by the routes that use each module: articles alone load the block CSS,
  // and every page loads less CSS in all (measured per page in docs/blog-content.md).
  // Every core renders pages: Next's default leaves one idle (cores - 1), which on a 2-core machine is a single
  // worker for a build that is mostly page generation.
  // SKIP_BUILD_CACHE=1 for a build made once on a fresh machine (CI's server build, the image's): Turbopack's cache
  // of the build, which speeds the next build in the same folder, took a core ~13 s to write there.
  experimental: {
    cssChunking: 'graph',
    cpus: availableParallelism(),
    turbopackFileSystemCacheForBuild: process.env.SKIP_BUILD_CACHE !== '1',
  },
  // The pipeline type-checks beside `next build` (scripts/build/typecheck.ts: a type error still fails
  // `npm run build`), instead of Next's check between its compile and page generation, which left a core idle.
  typescript: { ignoreBuildErrors: true },
  // From the code and public settings, never random: two builds of one commit write identical files, so a
  // rebuild after a blog edit uploads only the pages that edit changed.
  async generateBuildId() {
    const { buildId } = await load('./scripts/build/build-id.ts');
    return buildId(root);
  },
  // The export's headers come from the host (files generated from deploy/headers.ts); the server sends the same
  // ones itself, with its own Content-Security-Policy (lib/site/csp.ts), to which lib/server/csp-response.ts adds each HTML
  // answer's script hashes. One policy per response: later rules replace the header, never add a second one.
  ...(serverMode
    ? {
        async headers() {
          const blog = {
            apiBase: process.env.NEXT_PUBLIC_BLOG_API_BASE,
            site: process.env.NEXT_PUBLIC_BLOG_SITE,
            analytics: { domain: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN, endpoint: process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT },
          };
          const [
            { blogSources, draftsConnectSources, serverContentSecurityPolicy, serverSecurityHeaders },
            { playerOrigins },
            { CACHE_CONTROL, NO_STORE_PATHS },
          ] = await Promise.all([load('./lib/site/csp.ts'), load('./lib/blog/embeds.ts'), load('./deploy/headers.ts')]);
          return [
            { source: '/:path*', headers: serverSecurityHeaders(blog) },
            // Later rules override earlier ones: only the search page and Pagefind's own files (its web worker
            // takes the policy of its script's response) may compile WebAssembly.
            ...['/search', '/pagefind/:path*'].map((source) => ({
              source,
              headers: [{ key: 'Content-Security-Policy', value: serverContentSecurityPolicy(blog, { wasm: true }) }],
            })),
            // Only article pages (and the drafts preview, which draws a post as its article will) frame anything:
            // the video player a visitor asked for (site.embeds.playInline).
            ...['/blog/:id(\\d+)/:slug', '/blog/article'].map((source) => ({
              source,
              headers: [{ key: 'Content-Security-Policy', value: serverContentSecurityPolicy(blog, { frames: playerOrigins() }) }],
            })),
            // The drafts preview frames players too, and, as it may hold an editor's token, talks to the WordPress.com
            // API alone (as in the export).
            {
              source: '/blog/drafts',
              headers: [
                {
                  key: 'Content-Security-Policy',
                  value: serverContentSecurityPolicy(blog, { frames: playerOrigins(), connect: draftsConnectSources(blogSources(blog)) }),
                },
              ],
            },
            // As on every static host, the drafts preview is never cached; here it is one editor's session, so private too.
            ...NO_STORE_PATHS.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: CACHE_CONTROL.privateNoStore }] })),
          ];
        },
      }
    : {}),
};

export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    // Only the pipeline's `next build`: alone it would ship pages with no script policy.
    const { assertRunByPipeline } = await load('./scripts/build/next-build.ts');
    assertRunByPipeline(process.env);
    // Dev and `next start` run on localhost by design. Warns loudly, fails in CI (see README).
    const { enforceSiteUrl } = await load('./scripts/build/site-url.ts');
    enforceSiteUrl(process.env);
  }
  return nextConfig;
}
