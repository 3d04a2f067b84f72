# The bot, on Node 20. Build: docker build -t realm-bot .   Run: docker run --env-file .env -v realm-data:/app/data realm-bot
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only (tsx runs the TypeScript sources; it is a dependency, not a dev one).
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY migrations ./migrations
# The embedded database lives here unless DATABASE_URL names a PostgreSQL server.
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
# Migrations are applied at start; SIGTERM (docker stop) disconnects and closes the database cleanly.
CMD ["node", "--import", "tsx", "src/main.ts"]
