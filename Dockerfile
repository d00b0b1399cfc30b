# syntax=docker/dockerfile:1
# Utilkit in one container. The embedded default keeps its SQLite store in /data (mount a volume);
# DATABASE_URL and REDIS_URL switch to PostgreSQL and Redis for several instances (docs/operations.md).
#   docker build -t utilkit .
#   docker run -p 3000:3000 -v utilkit-data:/data -e ORIGIN=https://utilkit.example.com utilkit

# Node 24 LTS, the recommended production runtime (CI runs the unit and API tests on it too,
# scripts/ci/ci-node24.sh); the store opens SQLite through node:sqlite there.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches; node-gyp finds the
# headers of the image's own Node instead of downloading them.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# npm ci applies the reviewed patches of installed packages (postinstall: patch-package; docs/dependencies.md).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# SIGTERM drains in-flight requests and flushes usage before the process exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build"]
