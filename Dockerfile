# Groundwork for production: the PWA and the API server built ahead of time, run by Node as a
# non-root user with production dependencies only. Several containers of this image share one
# PostgreSQL (DATABASE_URL, one JWT_SECRET) and object storage (S3_*); see compose.yaml.

# ---- build: every dependency, the PWA (dist/) and the compiled server (dist-server/) ----------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# ---- runtime: production dependencies and the two build outputs -------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The embedded database and local files (when DATABASE_URL and S3_* are not set) live in /data.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
