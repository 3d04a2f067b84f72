// Discord's per-route rate limits as the fake keeps them (https://discord.com/developers/docs/topics/rate-limits):
// a bucket per route and its top-level resource (channel, guild, webhook), `limit` requests per window; every answer
// carries the X-RateLimit-* headers a client paces itself by, and a request past the limit is answered 429 with
// `retry_after` (seconds) in the body and Retry-After in the headers.
import { createHash } from 'node:crypto';

export interface RateLimit {
  /** Requests a bucket takes per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitAnswer {
  headers: Record<string, string>;
  /** Set when the request is refused: the seconds to wait. */
  retryAfter?: number;
}

/** The parameters that make their own buckets on Discord ("major parameters"). */
const MAJOR = /^\/(channels|guilds|webhooks)\/([^/]+)(?:\/([^/]+))?/;

export class RateLimiter {
  private readonly buckets = new Map<string, { hash: string; used: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number,
  ) {}

  /**
   * Counts a request on `route` (the spec's path template, e.g. `/channels/{channel_id}/messages`) to `path` (the
   * real path): the answer's headers, and whether it is refused.
   */
  take(method: string, route: string, path: string): RateLimitAnswer {
    const major = MAJOR.exec(path);
    const resource = major ? (major[1] === 'webhooks' ? `${major[2]}/${major[3] ?? ''}` : major[2]) : '';
    const routeKey = `${method} ${route}`;
    const now = this.now();
    let bucket = this.buckets.get(`${routeKey} ${resource}`);
    if (!bucket || bucket.resetAt <= now) {
      // The bucket's hash names the route's limit, shared by all its resources, as Discord's X-RateLimit-Bucket does.
      const hash = createHash('sha1').update(routeKey).digest('hex').slice(0, 16);
      bucket = { hash, used: 0, resetAt: now + this.rule.windowMs };
      this.buckets.set(`${routeKey} ${resource}`, bucket);
    }
    const resetAfter = (bucket.resetAt - now) / 1000;
    const refused = bucket.used >= this.rule.limit;
    if (!refused) bucket.used++;
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(this.rule.limit),
      'x-ratelimit-remaining': String(this.rule.limit - bucket.used),
      'x-ratelimit-reset': (bucket.resetAt / 1000).toFixed(3),
      'x-ratelimit-reset-after': resetAfter.toFixed(3),
      'x-ratelimit-bucket': bucket.hash,
    };
    if (!refused) return { headers };
    return { headers: { ...headers, 'retry-after': String(Math.ceil(resetAfter)), 'x-ratelimit-scope': 'user' }, retryAfter: Number(resetAfter.toFixed(3)) };
  }
}
