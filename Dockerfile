# syntax=docker/dockerfile:1
# StepWise production image: Next's standalone server.js, started by the launcher's production
# check (dist/server/start.mjs --production: configuration and migrations, then server.js in the
# same process), running as a non-root user. Put nginx in front (deploy/nginx.conf, compose.yaml).
#   docker build -t stepwise .
#   docker run -e DATABASE_URL=... -e NEXTAUTH_SECRET=... -e SITE_URL=https://... -p 3000:3000 stepwise
# Migrations are a separate step: the `build` stage has the Prisma CLI (`npm run db:deploy`).

ARG NODE_VERSION=20.20
FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# Dependencies (dev ones included: the build and the Prisma CLI need them). The postinstall
# script generates the Prisma client, so the schema and the tools it uses come first.
FROM base AS deps
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
COPY server ./server
COPY lib/env.ts ./lib/env.ts
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# The production build and the standalone layout (scripts/standalone.mjs, as the serve-modes test uses it).
FROM deps AS build
COPY . .
RUN node --import tsx scripts/standalone.mjs /standalone

# What runs: Next's traced server and node_modules, static assets, the runtime bundle. No build tools.
FROM base AS runtime
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000
COPY --from=build --chown=node:node /standalone /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: Next's server.js stops taking requests, finishes those in flight and exits (143).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/start.mjs", "--production"]
