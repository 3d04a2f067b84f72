# The bot, on Node 20. Build: docker build -t realm-bot .
# Run: docker run --env-file .env -v realm-data:/app/data realm-bot   (the named volume keeps the embedded database)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY migrations ./migrations
# `npm ci` runs the build (scripts/build.mjs): dist/ and the embedded database's template; then drop the dev tools.
RUN npm ci --no-audit --no-fund && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    HEALTH_FILE=/tmp/realm-bot.health
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/migrations ./migrations
# The embedded database lives here unless DATABASE_URL names a PostgreSQL server. No VOLUME line: with PostgreSQL
# the directory stays unused, and an anonymous volume would be left behind by every container; mount a named
# volume (-v realm-data:/app/data) to keep the embedded database.
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
# Healthy while the bot is connected to Discord and its database answers (src/bot/health.ts writes a heartbeat).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "dist/bot/health.js"]
# Migrations are applied at start; SIGTERM (docker stop) disconnects and closes the database cleanly.
CMD ["node", "dist/main.js"]
