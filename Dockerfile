# syntax=docker/dockerfile:1
# The server-mode image (deploy/server-mode.md "Several instances: containers and Kubernetes"): one instance of `npm run build:server`'s
# standalone server. Several replicas share their cache through Redis (REDIS_URL); see deploy/k8s/.
#
# The site's public settings are written into the build, so they are build arguments:
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com \
#                --build-arg NEXT_PUBLIC_BLOG_SITE=example.wordpress.com -t vendor-site:server .
# Not built on a container runtime in this repository's CI (no base image can be pulled there):
# deploy/dockerfile.test.ts parses it, and e2e/container.server-mode.spec.ts runs what it copies from a real build.

# Node 24 LTS (.nvmrc) on Debian 13, slim: no compilers or package caches for a scanner to flag.
ARG NODE_IMAGE=node:24-trixie-slim

# 1. Dependencies, from the lockfile only, so this layer is cached until package-lock.json changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The server build (.next-server/standalone/ with its static files and public/ copied in by the pipeline).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_BLOG_API_BASE
ARG NEXT_PUBLIC_BLOG_SITE
ARG NEXT_PUBLIC_BLOG_RESIZE_HOSTS
ARG NEXT_PUBLIC_BLOG_PHOTON_HOSTS
ARG NEXT_PUBLIC_EMAILJS_SERVICE_ID
ARG NEXT_PUBLIC_EMAILJS_TEMPLATE_ID
ARG NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
ARG NEXT_PUBLIC_WPCOM_CLIENT_ID
ARG NEXT_PUBLIC_PLAUSIBLE_DOMAIN
ARG NEXT_PUBLIC_PLAUSIBLE_ENDPOINT
ARG BLOG_REVALIDATE_SECONDS=300
ARG BLOG_PRERENDER_POSTS=200
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /src/node_modules ./node_modules
COPY . .
# Built once in a fresh layer: Turbopack's build cache would only be written, never read (next.config.mjs).
RUN SKIP_BUILD_CACHE=1 npm run build:server
# The CycloneDX SBOM of the production dependencies (package-lock.json), beside server.js: /app/sbom.cdx.json.
RUN npm run sbom -- --out .next-server/standalone/sbom.cdx.json

# 3. The runtime: the standalone server and nothing else (no npm, no sources, no dev dependencies).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_OUTPUT=server \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The image's own unprivileged user (uid 1000 in the Node images); Kubernetes checks runAsNonRoot by its number.
USER 1000:1000
# server.js, the traced node_modules and .next-server/ (with static/ and public/, copied in by the build's last step).
# Owned by the user so a plain `docker run` can write its page cache; Kubernetes mounts the root read-only and
# gives the cache an emptyDir instead (deploy/k8s/base/deployment.yaml).
COPY --from=build --chown=1000:1000 /src/.next-server/standalone/ ./
EXPOSE 3000
# Node as PID 1 receives SIGTERM itself: Next stops accepting connections and finishes the requests in flight.
CMD ["node", "server.js"]
