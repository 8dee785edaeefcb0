# syntax=docker/dockerfile:1
# The shop as an image (issue 18): build with every dependency, run with production ones only, as
# the unprivileged `node` user. README.md "Running in production" says how to run it; compose.yaml
# runs two of them on PostgreSQL behind a caching proxy.
#
#   docker build -t foldwell-shop .
#   docker build --build-arg BRAND_NAME=Acme -t acme-shop .   (the brand is part of the build)

# Node 24.7 or later (the shop hashes passwords with node:crypto's argon2); package.json's engines say 24.
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build (build/: the server bundle and the browser's assets).
FROM deps AS build
ARG BRAND_NAME=Foldwell
ENV BRAND_NAME=${BRAND_NAME}
COPY . .
# scripts/start.mjs rebuilds when build/brand.txt names another brand: it names this one.
RUN npm run build && printf '%s' "$BRAND_NAME" > build/brand.txt

# 3. Production dependencies only: no build tools, test runners or linters in the image.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 4. What runs.
FROM ${NODE_IMAGE} AS runtime
ARG BRAND_NAME=Foldwell
ENV NODE_ENV=production \
    BRAND_NAME=${BRAND_NAME} \
    PORT=3000 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Owned by root, read-only to the shop; only DATA_DIR (product pictures, verification photos, the
# embedded database when DATABASE_URL is unset) is writable, and is a volume.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
# start.mjs (migrate, seed an empty database, serve), the migrations in server/db/migrations, and
# seed/ (loaded through tsx on an empty database) with the sources it imports.
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
COPY --from=build /app/seed ./seed
COPY --from=build /app/common ./common
COPY --from=build /app/locales ./locales
COPY --from=build /app/build ./build
# The build is newer than every source start.mjs compares it with, so it never rebuilds here.
RUN touch build/server/index.js build/brand.txt \
 && mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# /healthz when the shop has it (issue 18), else the smallest rendered page, /status.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# node itself (not npm) is PID 1's child: SIGTERM reaches start.mjs, which closes the server and the pool.
CMD ["node", "scripts/start.mjs"]
