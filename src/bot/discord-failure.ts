import { causes } from '../error-causes.js';

/** The network failures that mean Discord (or DISCORD_API_URL) was not reached at all. */
const UNREACHABLE = ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'];

/**
 * Why a call to Discord failed while the bot started — logging in, asking for the shards, registering the commands —
 * in one sentence a person can act on. `failed` says what failed ("The bot could not start"). A network error is
 * never taken for the database's (store/db.ts startFailure reads the same error codes for DATABASE_URL).
 */
export function discordFailure(error: unknown, failed: string): string {
  const chain = causes(error, 5);
  // discord.js's login says TokenInvalid; a REST call (the shards, register) throws its DiscordAPIError with status 401.
  if (chain.some((e) => e.code === 'TokenInvalid' || e.status === 401)) {
    return 'The setting DISCORD_TOKEN is wrong: Discord refused it (401); copy the bot token again from the Discord developer portal (Bot → Reset Token).';
  }
  const network = chain.find((e) => e.code && UNREACHABLE.includes(e.code));
  if (network) {
    const host = network.hostname ? ` for ${network.hostname}` : '';
    return `${failed}: Discord could not be reached (${network.code}${host}); check this machine's network connection, firewall or proxy, and DISCORD_API_URL if it is set.`;
  }
  const said = chain.map((e) => e.message).filter(Boolean)[0] ?? String(error);
  return `${failed} while connecting to Discord: ${said}.`;
}
