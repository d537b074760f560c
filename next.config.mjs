// One source tree, two targets: the default is a static export into out/ (any static host or CDN);
// NEXT_OUTPUT=server builds a Node server for incremental revalidation (see README "Server mode").
const serverMode = process.env.NEXT_OUTPUT === 'server';

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(serverMode ? {} : { output: 'export' }),
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only files (route.server.ts) exist only in server mode, so they never reach the export.
  pageExtensions: serverMode ? ['tsx', 'ts', 'server.ts'] : ['tsx', 'ts'],
  images: { unoptimized: true },
};

export default nextConfig;
