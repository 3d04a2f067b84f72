// A small fake Discord (gateway v10 JSON + a handful of REST routes) on 127.0.0.1 for e2e tests.
// Shapes follow https://discord.com/developers/docs (gateway events, interactions, webhooks, messages). It is as strict
// as Discord where the bot could go wrong: every request body is checked against Discord's OpenAPI spec (openapi.ts)
// and its documented limits (limits.ts), an interaction has Discord's 3-second and 15-minute windows, and every
// route has a rate limit (rate-limits.ts). A refused request is answered as Discord answers it AND recorded in
// `violations`, which `close()` reports as an error, so a test whose bot broke a rule fails visibly.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { DEFAULT_USER_ID, snowflake, user } from './interactions.js';
import { choicesProblems, commandProblems, messageProblems, modalProblems } from './limits.js';
import { describeProblem, invalidFormBody, prepareSchemas, responseProblems, schemaProblems, specRoute, type Problem } from './openapi.js';
import { RateLimiter, type RateLimit } from './rate-limits.js';

export interface RecordedFile {
  field: string; // multipart field name, e.g. "files[0]"
  name: string;
  size: number;
  contentType?: string;
  data: Buffer;
}

/** What the bot did with one interaction. Stays live: later follow-ups/edits are appended. */
export interface Recorded {
  callback: { type: number; data?: any };
  edits: any[]; // bodies PATCHed to messages/@original
  followups: any[]; // bodies POSTed to /webhooks/{app}/{token}
  files: RecordedFile[]; // every file uploaded for this interaction (callback, edits, follow-ups)
  deleted: string[]; // ids of interaction messages the bot deleted
  payload: any; // the INTERACTION_CREATE payload that was dispatched
  shard: ShardPair; // the shard whose gateway connection received it
}

export interface ChannelMessage {
  channelId: string;
  body: any;
  files: RecordedFile[];
  message: any;
}

export interface FakeDiscordOptions {
  applicationId?: string;
  botUserId?: string;
  guildId?: string;
  channelId?: string;
  /** The second server and its text channel: on shard 1 of 2 (the first is on shard 0), so two shards own one each. */
  secondGuildId?: string;
  secondChannelId?: string;
  /** The bot token the fake accepts (the bot's settings want one of Discord's length: 50 characters or more). */
  token?: string;
  /** What GET /gateway/bot recommends: `shards`, and `session_start_limit.max_concurrency` (identifies per 5 s). */
  shards?: number;
  maxConcurrency?: number;
  /** Gateway Hello heartbeat_interval; Discord uses ~41250 ms. */
  heartbeatIntervalMs?: number;
  /** The server's roles besides @everyone (in GUILD_CREATE), so members can hold them. */
  roles?: { id: string; name: string }[];
  /**
   * Each route's rate limit, per channel, server or webhook: on Discord about 5 requests per 5 s for a channel's
   * messages. The default (50 a second, Discord's global limit) is never reached by an ordinary test; a test of the
   * limit sets a small one.
   */
  rateLimit?: RateLimit;
}

/** A request the fake refused because it breaks a rule of Discord's: the bot's mistake, reported by `close()`. */
export interface Violation {
  method: string;
  path: string;
  /** The route in Discord's spec, e.g. `/channels/{channel_id}/messages`. */
  route?: string;
  status: number;
  code: number;
  /** What is wrong, one line each: `embeds.0.title: must NOT have more than 256 characters`. */
  problems: string[];
  body: unknown;
}

/** Discord's windows for answering an interaction (https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction). */
export const FIRST_RESPONSE_MS = 3000;
export const TOKEN_VALID_MS = 15 * 60_000;

/** A server of the fake and its one text channel. */
export interface FakeGuild {
  id: string;
  channelId: string;
}

/** A gateway shard as IDENTIFY names it: [shard_id, num_shards]. */
export type ShardPair = [number, number];

/** The shard that receives a server's events: (guild_id >> 22) % num_shards (Discord's sharding formula). */
export const shardOfGuild = (guildId: string, numShards: number): number => Number((BigInt(guildId) >> 22n) % BigInt(numShards));

export interface FakeDiscord {
  apiBase: string; // pass as `rest: { api: apiBase }`
  gatewayUrl: string;
  token: string;
  applicationId: string;
  botUserId: string;
  guildId: string;
  channelId: string;
  /** Every server, the first being `guildId` with `channelId`. */
  guilds: FakeGuild[];
  /** The shard of every IDENTIFY, in order of arrival ([0, 1] for a client that names none). */
  identified: ShardPair[];
  /** The shards connected now (identified or resumed, socket still open). */
  connectedShards(): ShardPair[];
  requests: { method: string; path: string; query: string; status: number }[];
  gatewayLog: { dir: 'in' | 'out'; op: number; t?: string | null }[];
  channelMessages: ChannelMessage[];
  /** Edits of posted messages through PATCH /channels/:id/messages/:mid, in order (the message itself is updated too). */
  messageEdits: { channelId: string; messageId: string; body: any }[];
  /** Commands registered through PUT /applications/:id[/guilds/:gid]/commands, by guild id or 'global'. */
  registeredCommands: Map<string, any[]>;
  /** Threads made through POST /channels/:id/threads, by id (Discord's channel objects, plus their members). */
  threads: Map<string, any>;
  /** Users who refuse direct messages from the server's members (Discord answers 50007). */
  refusingDirectMessages: Set<string>;
  /** What Discord does with the bot's next thread creations. */
  threadPolicy: { forbidden: boolean; maxActive: number };
  /** Every archiving and unarchiving of a thread by PATCH, in order. */
  threadArchiving: { threadId: string; archived: boolean }[];
  /** Every request refused as breaking Discord's rules, in order; `close()` throws while any is left. */
  violations: Violation[];
  /** The violations so far, removed (a test that breaks a rule on purpose takes them). */
  takeViolations(): Violation[];
  /** Every request answered 429 Too Many Requests, with the seconds it was told to wait. */
  rateLimited: { method: string; path: string; retryAfter: number }[];
  /**
   * Every user a message notified: a user mentioned in the content of a new, non-ephemeral message whom its
   * `allowed_mentions` lets ring (all, when it has none). An edited message notifies nobody, as on Discord.
   */
  pings: { channelId: string; messageId: string; userId: string }[];
  /** Moves the fake's clock on (for Discord's interaction windows and rate limits) without waiting. */
  advance(ms: number): void;
  sendInteraction(interaction: Record<string, any>, opts?: { timeoutMs?: number }): Promise<Recorded>;
  close(): Promise<void>;
}

/** The routes whose body is a message: Discord's message limits apply to them. */
const MESSAGE_ROUTES = new Set([
  'POST /channels/{channel_id}/messages',
  'PATCH /channels/{channel_id}/messages/{message_id}',
  'POST /webhooks/{webhook_id}/{webhook_token}',
  'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
  'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
]);
/** The routes the fake serves: their request and answer schemas are compiled when the fake starts. */
const ROUTES: [string, string][] = [
  ...[...MESSAGE_ROUTES].map((r) => r.split(' ') as [string, string]),
  ['POST', '/interactions/{interaction_id}/{interaction_token}/callback'],
  ['PUT', '/applications/{application_id}/guilds/{guild_id}/commands'],
  ['PUT', '/applications/{application_id}/commands'],
  ['POST', '/users/@me/channels'],
  ['POST', '/channels/{channel_id}/threads'],
  ['POST', '/channels/{channel_id}/messages/{message_id}/threads'],
  ['PATCH', '/channels/{channel_id}'],
  ['GET', '/channels/{channel_id}'],
  ['GET', '/guilds/{guild_id}'],
  ['GET', '/gateway/bot'],
  ['GET', '/users/@me'],
  ['GET', '/applications/{application_id}/guilds/{guild_id}/commands'],
  ['GET', '/webhooks/{webhook_id}/{webhook_token}/messages/@original'],
  ['PUT', '/channels/{channel_id}/thread-members/{user_id}'],
];

/** A plain role's colour and icon, as Discord's role objects give them. */
const ROLE_LOOK = { color: 0, colors: { primary_color: 0, secondary_color: null, tertiary_color: null }, icon: null, unicode_emoji: null };

/** How long Discord keeps a nonce for enforce_nonce ("the past few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;
const PERMISSIONS = ((1n << 10n) | (1n << 11n) | (1n << 14n) | (1n << 15n) | (1n << 16n) | (1n << 31n)).toString();
const err = (status: number, code: number, message: string) => ({ status, body: { message, code } });
const NOT_FOUND = err(404, 0, '404: Not Found');
const UNAUTHORIZED = err(401, 0, '401: Unauthorized');

interface State {
  rec: Recorded;
  acked: boolean;
  /** When the interaction was sent, on the fake's clock. */
  createdAt: number;
  /** Why its first answer was refused, when it was. */
  refused?: string;
  original: any | null;
  messages: Map<string, any>; // follow-ups by id
}

interface Session {
  id: string;
  seq: number;
  events: any[];
  shard: ShardPair;
}

/** One open gateway connection of a session, and how to send it an event. */
interface Connection {
  ws: WebSocket;
  shard: ShardPair;
  dispatch: (t: string, d: unknown) => void;
}

export async function startFakeDiscord(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const applicationId = opts.applicationId ?? '100000000000000001';
  const botUserId = opts.botUserId ?? applicationId;
  const guildId = opts.guildId ?? '300000000000000001';
  const channelId = opts.channelId ?? '400000000000000001';
  const TOKEN = opts.token ?? 'fake-token';
  const guilds: FakeGuild[] = [
    { id: guildId, channelId },
    { id: opts.secondGuildId ?? '310000000000000001', channelId: opts.secondChannelId ?? '410000000000000001' },
  ];
  const botUser = { ...user(botUserId, 'fake-bot'), bot: true, verified: true, mfa_enabled: false, locale: 'en-US' };
  const textChannelOf = (g: FakeGuild, i: number) => ({
    id: g.channelId, type: 0, guild_id: g.id, name: i === 0 ? 'general' : `table-${i + 1}`, position: 0, permission_overwrites: [],
    nsfw: false, topic: null, last_message_id: null, rate_limit_per_user: 0, parent_id: null, flags: 0,
  });
  /** The servers' text channels by id. */
  const textChannels = new Map(guilds.map((g, i) => [g.channelId, textChannelOf(g, i)]));
  const sessionStartLimit = { total: 1000, remaining: 1000, reset_after: 14_400_000, max_concurrency: opts.maxConcurrency ?? 1 };
  /** The fake's clock: real time, moved on by `advance` so a test can pass Discord's windows without waiting. */
  let offsetMs = 0;
  const nowMs = () => Date.now() + offsetMs;
  const now = () => new Date(nowMs()).toISOString();
  const member = (u: any) => ({
    user: u, roles: [], joined_at: now(), deaf: false, mute: false, flags: 0, pending: false,
    nick: null, avatar: null, premium_since: null, communication_disabled_until: null,
  });

  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const waitFor = (pred: () => boolean, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (pred()) return resolve(true);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        changes.off('change', check);
        resolve(ok);
      };
      const check = () => pred() && done(true);
      const timer = setTimeout(() => done(false), ms);
      changes.on('change', check);
    });
  const notify = () => changes.emit('change');

  const requests: FakeDiscord['requests'] = [];
  const gatewayLog: FakeDiscord['gatewayLog'] = [];
  const channelMessages: ChannelMessage[] = [];
  const messageEdits: FakeDiscord['messageEdits'] = [];
  const byToken = new Map<string, State>();
  const sessions = new Map<string, Session>();
  const identified: ShardPair[] = [];
  const connections = new Set<Connection>();
  /** The connection that receives a server's events; direct messages go to shard 0, as on Discord. */
  const connectionFor = (guild: string | null): Connection | undefined =>
    [...connections].find((c) => (guild ? shardOfGuild(guild, c.shard[1]) : 0) === c.shard[0]);

  // ---------- messages ----------
  const attachments = (files: RecordedFile[], meta: any[] | undefined) =>
    files.map((f, i) => {
      const id = snowflake();
      const index = /\[(\d+)\]/.exec(f.field)?.[1] ?? String(i);
      const m = meta?.find((a) => String(a.id) === index);
      return {
        id, filename: m?.filename ?? f.name, size: f.size, content_type: f.contentType,
        url: `${base}/attachments/${id}/${f.name}`, proxy_url: `${base}/attachments/${id}/${f.name}`,
      };
    });
  const pings: FakeDiscord['pings'] = [];
  /**
   * The users a message's content mentions that its allowed_mentions lets ring: with none given, every mention
   * (https://discord.com/developers/docs/resources/message#allowed-mentions-object).
   */
  const mentioned = (body: any): string[] => {
    const ids = [...new Set([...String(body.content ?? '').matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))];
    const allowed = body.allowed_mentions;
    if (!allowed) return ids;
    return ids.filter((id) => (allowed.parse ?? []).includes('users') || (allowed.users ?? []).includes(id));
  };
  /** Embeds as Discord returns them: of type `rich`, fields not inline, unless the body said otherwise. */
  const shownEmbeds = (embeds: any[] | null | undefined) =>
    (embeds ?? []).map((e) => ({ type: 'rich', ...e, ...(e.fields ? { fields: e.fields.map((f: any) => ({ inline: false, ...f })) } : {}) }));
  /** Components as Discord returns them: each numbered (`id`), in order through the rows, where the body gave none. */
  const shownComponents = (rows: any[] | null | undefined) => {
    let next = 0;
    const number = (c: any): any => ({ ...c, id: c.id ?? ++next, ...(Array.isArray(c.components) ? { components: c.components.map(number) } : {}) });
    return (rows ?? []).map(number);
  };
  /** A new message as Discord returns it; the users it mentions are notified (unless only its user sees it). */
  const makeMessage = (body: any, files: RecordedFile[], extra: Record<string, unknown>) => {
    const message = {
      id: snowflake(), type: 0, channel_id: channelId, author: botUser, content: body.content ?? '',
      embeds: shownEmbeds(body.embeds), components: shownComponents(body.components), attachments: attachments(files, body.attachments),
      mentions: mentioned(body).map((id) => user(id, `user${id.slice(-4)}`)), mention_roles: [], mention_everyone: false,
      pinned: false, tts: Boolean(body.tts), timestamp: now(), edited_timestamp: null, flags: body.flags ?? 0, ...extra,
    };
    if (!(message.flags & 64)) for (const u of message.mentions) pings.push({ channelId: String(message.channel_id), messageId: message.id, userId: u.id });
    return message;
  };
  const applyEdit = (msg: any, body: any, files: RecordedFile[]) => {
    if ('content' in body) msg.content = body.content ?? '';
    if ('embeds' in body) msg.embeds = shownEmbeds(body.embeds);
    if ('components' in body) msg.components = shownComponents(body.components);
    if ('flags' in body) msg.flags = body.flags ?? 0;
    if ('attachments' in body || files.length) {
      const keep = (msg.attachments ?? []).filter((a: any) => body.attachments?.some((b: any) => b.id === a.id));
      msg.attachments = [...(body.attachments ? keep : msg.attachments ?? []), ...attachments(files, body.attachments)];
    }
    msg.flags = (msg.flags ?? 0) & ~128; // no longer LOADING
    msg.edited_timestamp = now();
    return msg;
  };

  // ---------- REST ----------
  /** An answer; `problems` marks it as a refusal for breaking Discord's rules, recorded in `violations`. */
  type Res = { status: number; body?: unknown; headers?: Record<string, string>; problems?: string[] };
  const violation = (res: Res, problems: string[]): Res => ({ ...res, problems });
  const violations: Violation[] = [];
  /** Answers of the fake that differ from the shapes in Discord's spec: faults of the fake, reported by close(). */
  const shapeFaults: string[] = [];
  const rateLimited: FakeDiscord['rateLimited'] = [];
  const limiter = new RateLimiter(opts.rateLimit ?? { limit: 50, windowMs: 1000 }, nowMs);

  /** What is wrong with a request's body: the schema's problems, and the limits' where the schema found none. */
  function bodyProblems(method: string, path: string, route: string, body: unknown, files: number): Problem[] {
    const schema = schemaProblems(method, path, body);
    const seen = new Set(schema.map((p) => p.path.join('.')));
    return [...schema, ...documentedProblems(method, route, body, files).filter((p) => !seen.has(p.path.join('.')))];
  }

  /** Discord's documented limits on a request's body, by its route, beyond what the spec's schema says. */
  function documentedProblems(method: string, route: string, body: any, files: number): Problem[] {
    const at = `${method} ${route}`;
    if (MESSAGE_ROUTES.has(at)) return messageProblems(body, files);
    if (at === 'POST /interactions/{interaction_id}/{interaction_token}/callback') {
      const data = body?.data;
      if (body?.type === 4 || body?.type === 7) return messageProblems(data, files).map((p) => ({ ...p, path: ['data', ...p.path] }));
      if (body?.type === 9) return modalProblems(data);
      if (body?.type === 8) return choicesProblems(data);
    }
    if (method === 'PUT' && route.endsWith('/commands')) return commandProblems(body);
    return [];
  }
  const authed = (req: http.IncomingMessage) => req.headers.authorization === `Bot ${TOKEN}`;

  function interactionCallback(st: State | undefined, id: string, body: any, files: RecordedFile[], q: URLSearchParams): Res {
    if (!st || st.rec.payload.id !== id) return err(404, 10062, 'Unknown interaction');
    // Past Discord's 3 s the interaction is gone: the user saw "The application did not respond".
    const late = nowMs() - st.createdAt;
    if (!st.acked && late > FIRST_RESPONSE_MS) {
      st.refused = `the first answer came ${late} ms after the interaction (Discord allows ${FIRST_RESPONSE_MS})`;
      return violation(err(404, 10062, 'Unknown interaction'), [st.refused]);
    }
    if (st.acked) return err(400, 40060, 'Interaction has already been acknowledged.');
    const { type, data = {} } = body;
    const p = st.rec.payload;
    const extra = { channel_id: p.channel_id ?? channelId, webhook_id: applicationId, application_id: applicationId,
      type: p.type === 2 ? 20 : 0, interaction_metadata: { id: p.id, type: p.type, user: p.member?.user ?? p.user,
        authorizing_integration_owners: p.authorizing_integration_owners } };
    if (type === 4) st.original = makeMessage(data, files, extra);
    else if (type === 5) st.original = makeMessage({ flags: (data.flags ?? 0) | 128 }, [], extra);
    else if (type === 7 && st.original) applyEdit(st.original, data, files);
    else if (![6, 8, 9, 10, 12].includes(type)) return { status: 400, body: { message: 'Invalid Form Body', code: 50035 } };
    st.acked = true;
    st.rec.callback = body;
    st.rec.files.push(...files);
    notify();
    if (q.get('with_response') !== 'true') return { status: 204 };
    return { status: 200, body: {
      interaction: { id, type: p.type, response_message_id: st.original?.id, response_message_loading: type === 5,
        response_message_ephemeral: Boolean((st.original?.flags ?? 0) & 64) },
      resource: { type, ...([4, 5, 7].includes(type) ? { message: st.original } : {}) },
    } };
  }

  function webhook(method: string, st: State | undefined, app: string, msgId: string | undefined, body: any,
    files: RecordedFile[], q: URLSearchParams): Res {
    if (!st || app !== applicationId || !st.acked) return err(404, 10015, 'Unknown Webhook');
    // An interaction's token serves its follow-ups and edits for 15 minutes.
    const age = nowMs() - st.createdAt;
    if (age > TOKEN_VALID_MS) return violation(err(401, 50027, 'Invalid Webhook Token'), [`the interaction's token was used ${Math.round(age / 1000)} s after it (Discord allows ${TOKEN_VALID_MS / 1000})`]);
    if (msgId === undefined) {
      if (method !== 'POST') return NOT_FOUND;
      const msg = makeMessage(body, files, { channel_id: st.rec.payload.channel_id ?? channelId, webhook_id: applicationId, application_id: applicationId });
      st.messages.set(msg.id, msg);
      st.rec.followups.push(body);
      st.rec.files.push(...files);
      notify();
      return q.get('wait') === 'true' ? { status: 200, body: msg } : { status: 204 };
    }
    const isOriginal = msgId === '@original' || msgId === st.original?.id;
    const msg = isOriginal ? st.original : st.messages.get(msgId);
    if (!msg) return err(404, 10008, 'Unknown Message');
    if (method === 'GET') return { status: 200, body: msg };
    if (method === 'DELETE') {
      if (isOriginal) st.original = null;
      else st.messages.delete(msgId);
      st.rec.deleted.push(msg.id);
      notify();
      return { status: 204 };
    }
    if (method !== 'PATCH') return NOT_FOUND;
    applyEdit(msg, body, files);
    if (isOriginal) st.rec.edits.push(body);
    st.rec.files.push(...files);
    notify();
    return { status: 200, body: msg };
  }

  /** Registered commands by guild id ('global' for the application's own). */
  const registeredCommands = new Map<string, any[]>();
  /** DM channel id → recipient user id. */
  const dmChannels = new Map<string, string>();
  const refusingDirectMessages = new Set<string>();
  // Threads: https://discord.com/developers/docs/resources/channel#start-thread-without-message
  const threads = new Map<string, any>();
  const threadPolicy = { forbidden: false, maxActive: 1000 };
  const threadArchiving: { threadId: string; archived: boolean }[] = [];
  const MISSING_PERMISSIONS = err(403, 50013, 'Missing Permissions');
  const MAX_THREADS = err(400, 160006, 'Maximum number of active threads reached');
  const CANNOT_DM = err(403, 50007, 'Cannot send messages to this user');
  /** Messages that have a thread (started from them), by message id: Discord allows one. */
  const messageThreads = new Set<string>();
  function startThread(parentId: string, body: any, fromMessage?: string): Res {
    const parent = textChannels.get(parentId);
    if (!parent) return err(400, 50024, 'Cannot execute action on this channel type');
    if (threadPolicy.forbidden) return MISSING_PERMISSIONS;
    const active = [...threads.values()].filter((t) => !t.thread_metadata.archived).length;
    if (active >= threadPolicy.maxActive) return MAX_THREADS;
    const name = String(body?.name ?? '');
    if (!name || name.length > 100) return err(400, 50035, 'Invalid Form Body');
    // A thread started from a message has the message's id, and is public (type 11).
    const id = fromMessage ?? snowflake();
    const thread = {
      id, type: fromMessage ? 11 : body.type ?? 12, guild_id: parent.guild_id, parent_id: parentId, name, owner_id: botUserId, last_message_id: null,
      rate_limit_per_user: 0, message_count: 0, member_count: 1, flags: 0, total_message_sent: 0,
      thread_metadata: { archived: false, auto_archive_duration: body.auto_archive_duration ?? 4320, archive_timestamp: now(), locked: false, invitable: body.invitable ?? true, create_timestamp: now() },
      member: { id, user_id: botUserId, join_timestamp: now(), flags: 0 },
      members: [botUserId] as string[],
    };
    threads.set(id, thread);
    notify();
    return { status: 201, body: threadJSON(thread) };
  }
  const threadJSON = (t: any) => {
    const { members: _members, ...json } = t;
    return json;
  };
  function dmChannelFor(recipient: string): string {
    for (const [id, r] of dmChannels) if (r === recipient) return id;
    const id = snowflake();
    dmChannels.set(id, recipient);
    return id;
  }

  function route(req: http.IncomingMessage, path: string, q: URLSearchParams, body: any, files: RecordedFile[]): Res {
    const m = req.method ?? 'GET';
    let g: RegExpMatchArray | null;
    if (m === 'GET' && path === '/gateway') return { status: 200, body: { url: gatewayUrl } };
    if ((g = path.match(/^\/interactions\/(\d+)\/([^/]+)\/callback$/)) && m === 'POST')
      return interactionCallback(byToken.get(g[2]!), g[1]!, body, files, q);
    if ((g = path.match(/^\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/([^/]+))?$/)))
      return webhook(m, byToken.get(g[2]!), g[1]!, g[3], body, files, q);
    // Everything below needs the bot token.
    if (!authed(req)) return UNAUTHORIZED;
    if (m === 'GET' && path === '/gateway/bot')
      return { status: 200, body: { url: gatewayUrl, shards: opts.shards ?? 1, session_start_limit: { ...sessionStartLimit } } };
    if (m === 'GET' && path === '/users/@me') return { status: 200, body: botUser };
    // A server by REST (what a shard that does not hold it fetches): the guild object, without the gateway-only fields.
    if ((g = path.match(/^\/guilds\/(\d+)$/)) && m === 'GET') {
      const found = guilds.find((x) => x.id === g![1]);
      if (!found) return err(404, 10004, 'Unknown Guild');
      const { joined_at: _j, large: _l, unavailable: _u, member_count: _m, voice_states: _v, members: _ms, channels: _c, threads: _t,
        presences: _p, stage_instances: _s, guild_scheduled_events: _e, soundboard_sounds: _b, ...guild } = guildCreate(found);
      return { status: 200, body: { ...guild, approximate_member_count: 2, approximate_presence_count: 1, home_header: null, region: 'deprecated',
        widget_enabled: false, widget_channel_id: null, max_presences: null, max_members: 25_000_000, max_stage_video_channel_users: 50,
        max_video_channel_users: 25, premium_subscription_count: 0, safety_alerts_channel_id: null, nsfw: false, incidents_data: null } };
    }
    // Command registration: PUT the whole list of an application's (guild) commands; GET reads it back.
    if ((g = path.match(/^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/))) {
      if (g[1] !== applicationId) return err(403, 50001, 'Missing Access');
      const key = g[2] ?? 'global';
      if (m === 'PUT' && Array.isArray(body)) {
        registeredCommands.set(key, body.map((c: any) => ({ type: 1, default_member_permissions: null, ...c, id: snowflake(), application_id: applicationId, version: snowflake(), ...(key === 'global' ? {} : { guild_id: key }) })));
        return { status: 200, body: registeredCommands.get(key) };
      }
      if (m === 'GET') return { status: 200, body: registeredCommands.get(key) ?? [] };
    }
    // Direct messages: POST /users/@me/channels opens (or returns) the DM channel with one recipient.
    if (m === 'POST' && path === '/users/@me/channels') {
      const recipient = String(body?.recipient_id ?? '');
      if (!/^\d+$/.test(recipient)) return err(400, 50035, 'Invalid Form Body');
      const dm = { id: dmChannelFor(recipient), type: 1, flags: 0, last_message_id: null, recipients: [user(recipient, `user${recipient.slice(-4)}`)] };
      return { status: 200, body: dm };
    }
    if ((g = path.match(/^\/channels\/(\d+)\/threads$/)) && m === 'POST') return startThread(g[1]!, body);
    if ((g = path.match(/^\/channels\/(\d+)\/messages\/(\d+)\/threads$/)) && m === 'POST') {
      if (!channelMessages.some((x) => x.channelId === g![1] && x.message.id === g![2])) return err(404, 10008, 'Unknown Message');
      if (messageThreads.has(g[2]!)) return err(400, 160004, 'A thread has already been created for this message');
      const started = startThread(g[1]!, body, g[2]!);
      if (started.status === 201) messageThreads.add(g[2]!);
      return started;
    }
    if ((g = path.match(/^\/channels\/(\d+)\/thread-members\/(\d+)$/)) && m === 'PUT') {
      const thread = threads.get(g[1]!);
      if (!thread) return err(404, 10003, 'Unknown Channel');
      if (!thread.members.includes(g[2]!)) thread.members.push(g[2]!);
      notify();
      return { status: 204 };
    }
    if ((g = path.match(/^\/channels\/(\d+)$/)) && threads.has(g[1]!)) {
      const thread = threads.get(g[1]!);
      if (m === 'GET') return { status: 200, body: threadJSON(thread) };
      if (m === 'PATCH') {
        if (typeof body?.archived === 'boolean') {
          thread.thread_metadata = { ...thread.thread_metadata, archived: body.archived, archive_timestamp: now() };
          threadArchiving.push({ threadId: thread.id, archived: body.archived });
        }
        if (typeof body?.name === 'string') thread.name = body.name;
        notify();
        return { status: 200, body: threadJSON(thread) };
      }
    }
    if ((g = path.match(/^\/channels\/(\d+)\/messages\/(\d+)$/)) && m === 'PATCH') {
      // Edit Message: the fields given replace the message's (https://discord.com/developers/docs/resources/message#edit-message).
      const posted = channelMessages.find((x) => x.channelId === g![1] && x.message.id === g![2]);
      if (!posted) return err(404, 10008, 'Unknown Message');
      if ('content' in body) posted.message.content = body.content ?? '';
      if ('embeds' in body) posted.message.embeds = shownEmbeds(body.embeds);
      if ('components' in body) posted.message.components = shownComponents(body.components);
      posted.message.edited_timestamp = now();
      messageEdits.push({ channelId: g[1]!, messageId: g[2]!, body });
      notify();
      return { status: 200, body: posted.message };
    }
    if ((g = path.match(/^\/channels\/(\d+)(\/messages)?$/))) {
      if (!textChannels.has(g[1]!) && !dmChannels.has(g[1]!) && !threads.has(g[1]!)) return err(404, 10003, 'Unknown Channel');
      if (!g[2] && m === 'GET') {
        const dm = dmChannels.get(g[1]!);
        return { status: 200, body: textChannels.get(g[1]!) ?? { id: g[1], type: 1, flags: 0, last_message_id: null, recipients: [user(dm, `user${dm!.slice(-4)}`)] } };
      }
      if (g[2] && m === 'POST') {
        if (refusingDirectMessages.has(dmChannels.get(g[1]!) ?? '')) return CANNOT_DM;
        const thread = threads.get(g[1]!);
        if (thread) {
          // A message in an archived (not locked) thread brings it back, as on Discord.
          if (thread.thread_metadata.archived) thread.thread_metadata = { ...thread.thread_metadata, archived: false };
          thread.message_count++;
        }
        // enforce_nonce: a message of the same author with the same nonce in the last few minutes is answered again
        // instead of being made twice (Discord: "checked for uniqueness in the past few minutes"; here 5).
        if (body.enforce_nonce && body.nonce !== undefined) {
          const earlier = channelMessages.find((c) => c.channelId === g![1] && c.body.nonce === body.nonce && nowMs() - Date.parse(c.message.timestamp) < NONCE_WINDOW_MS);
          if (earlier) return { status: 200, body: earlier.message };
        }
        const guild = thread?.guild_id ?? textChannels.get(g[1]!)?.guild_id;
        const message = makeMessage(body, files, { channel_id: g[1], ...(guild ? { guild_id: guild } : {}) });
        channelMessages.push({ channelId: g[1]!, body, files, message });
        notify();
        return { status: 200, body: message };
      }
    }
    return NOT_FOUND;
  }

  /**
   * A REST request as Discord takes it: its route's rate limit first (429), then its body against the route's schema
   * in Discord's spec and Discord's documented limits (400 Invalid Form Body), then the route itself.
   */
  function checked(req: http.IncomingMessage, method: string, path: string, q: URLSearchParams, body: any, files: RecordedFile[]): Res {
    const template = specRoute(method, path);
    let headers: Record<string, string> | undefined;
    // Interaction callbacks are not rate limited like the rest (https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction).
    if (template && !template.startsWith('/interactions/')) {
      const rate = limiter.take(method, template, path);
      if (rate.retryAfter !== undefined) return { status: 429, headers: rate.headers, body: { message: 'You are being rate limited.', retry_after: rate.retryAfter, global: false } };
      headers = rate.headers;
    }
    const problems = template && method !== 'GET' && method !== 'DELETE' ? bodyProblems(method, path, template, body, files.length) : [];
    if (problems.length) {
      const lines = problems.map(describeProblem);
      const token = /^\/interactions\/\d+\/([^/]+)\/callback$/.exec(path)?.[1];
      const st = token ? byToken.get(token) : undefined;
      if (st && !st.acked) st.refused = lines.join('; ');
      return { status: 400, headers, body: invalidFormBody(problems), problems: lines };
    }
    return { ...route(req, path, q, body, files), ...(headers ? { headers } : {}) };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks);
      const ctype = req.headers['content-type'] ?? '';
      const method = req.method ?? 'GET';
      const path = url.pathname.slice('/api/v10'.length).split('/').map(decodeURIComponent).join('/');
      let out!: Res;
      let body: unknown;
      let parsed: { body: any; files: RecordedFile[] } | undefined;
      try {
        parsed = ctype.startsWith('multipart/form-data') ? parseMultipart(raw, ctype)
          : { body: raw.length ? JSON.parse(raw.toString('utf8')) : {}, files: [] as RecordedFile[] };
        body = parsed.body;
      } catch {
        out = err(400, 50109, 'The request body contains invalid JSON.');
      }
      if (parsed) {
        try {
          out = url.pathname.startsWith('/api/v10/') ? checked(req, method, path, url.searchParams, parsed.body, parsed.files) : NOT_FOUND;
        } catch (error) {
          // A fault of the fake itself: answered 500 and reported like a refusal, so the test cannot pass over it.
          out = violation({ status: 500, body: { message: '500: Internal Server Error', code: 0 } }, [`the fake failed: ${String(error)}`]);
        }
      }
      requests.push({ method, path: url.pathname, query: url.search, status: out.status });
      if (out.problems) {
        violations.push({ method, path, route: specRoute(method, path), status: out.status, code: (out.body as { code: number }).code, problems: out.problems, body });
        notify();
      }
      // The fake's answers are held to Discord's shapes too: a bot tested against a wrong shape learns nothing.
      for (const p of responseProblems(method, path, out.status, out.body)) shapeFaults.push(`${method} ${specRoute(method, path)} → ${out.status}: ${describeProblem(p)}`);
      if (out.status === 429) rateLimited.push({ method, path, retryAfter: (out.body as { retry_after: number }).retry_after });
      const text = out.body === undefined ? '' : JSON.stringify(out.body);
      res.writeHead(out.status, { ...out.headers, ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}) });
      res.end(text);
    });
  });

  // ---------- gateway ----------
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const p = url.searchParams;
    const ok = url.pathname === '/gateway' && p.get('v') === '10' && p.get('encoding') === 'json' && !p.has('compress');
    requests.push({ method: 'WS', path: url.pathname, query: url.search, status: ok ? 101 : 400 });
    if (!ok) return void socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
  });

  /** A valid shard pair per Discord's rules: whole numbers, 0 <= shard_id < num_shards. */
  const validShard = (v: unknown): v is ShardPair =>
    Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n)) && v[0] >= 0 && v[1] >= 1 && v[0] < v[1];

  function onConnection(ws: WebSocket) {
    let session: Session | null = null;
    let connection: Connection | null = null;
    const send = (op: number, d: unknown = null, t: string | null = null) => {
      const s = op === 0 && session ? ++session.seq : null;
      const packet = { op, d, s, t };
      if (op === 0 && session) session.events.push(packet);
      gatewayLog.push({ dir: 'out', op, t });
      ws.send(JSON.stringify(packet));
    };
    const dispatch = (t: string, d: unknown) => send(0, d, t);
    const connect = (shard: ShardPair) => {
      connection = { ws, shard, dispatch };
      connections.add(connection);
    };
    send(10, { heartbeat_interval: opts.heartbeatIntervalMs ?? 41_250 });

    ws.on('message', (raw) => {
      let msg: any;
      try { msg = JSON.parse(String(raw)); } catch { return ws.close(4002, 'Error while decoding payload.'); }
      gatewayLog.push({ dir: 'in', op: msg.op });
      if (msg.op === 1) return send(11);
      if (msg.op === 2) {
        if (session) return ws.close(4005, 'Already authenticated.');
        if (msg.d?.token !== TOKEN) return ws.close(4004, 'Authentication failed.');
        // Identify's `shard` is optional: a client without it is shard 0 of 1 and receives every server.
        const shard = msg.d.shard ?? [0, 1];
        if (!validShard(shard)) return ws.close(4010, 'Invalid shard.');
        session = { id: randomBytes(16).toString('hex'), seq: 0, events: [], shard };
        sessions.set(session.id, session);
        identified.push(shard);
        sessionStartLimit.remaining = Math.max(0, sessionStartLimit.remaining - 1);
        connect(shard);
        const owned = guilds.filter((g) => shardOfGuild(g.id, shard[1]) === shard[0]);
        dispatch('READY', {
          v: 10, user: botUser, guilds: owned.map((g) => ({ id: g.id, unavailable: true })), session_id: session.id,
          resume_gateway_url: gatewayUrl, shard, application: { id: applicationId, flags: 0 },
        });
        for (const g of owned) dispatch('GUILD_CREATE', guildCreate(g));
        return notify();
      }
      if (msg.op === 6) {
        const old = sessions.get(msg.d?.session_id);
        if (!old || msg.d?.token !== TOKEN) return send(9, false);
        session = old;
        for (const e of old.events) if (e.s > (msg.d.seq ?? 0)) ws.send(JSON.stringify(e));
        connect(old.shard);
        dispatch('RESUMED', null);
        return notify();
      }
      if (!session) ws.close(4003, 'Not authenticated.');
      // Other ops (presence update, request guild members, ...) are accepted and ignored.
    });
    ws.on('close', () => {
      if (connection) connections.delete(connection);
    });
  }

  const guildCreate = (g: FakeGuild) => ({
    id: g.id, name: g.id === guildId ? 'Fake Guild' : `Fake Guild ${guilds.indexOf(g) + 1}`, icon: null, splash: null, discovery_splash: null, owner_id: DEFAULT_USER_ID,
    afk_channel_id: null, afk_timeout: 300, verification_level: 0, default_message_notifications: 0,
    explicit_content_filter: 0, features: [], mfa_level: 0, application_id: null, system_channel_id: null,
    system_channel_flags: 0, rules_channel_id: null, vanity_url_code: null, description: null, banner: null,
    premium_tier: 0, preferred_locale: 'en-US', public_updates_channel_id: null, nsfw_level: 0,
    premium_progress_bar_enabled: false, emojis: [], stickers: [],
    roles: [{ id: g.id, name: '@everyone', ...ROLE_LOOK, hoist: false, position: 0, permissions: PERMISSIONS,
      managed: false, mentionable: false, flags: 0 },
      ...(opts.roles ?? []).map((r, i) => ({ id: r.id, name: r.name, ...ROLE_LOOK, hoist: false, position: i + 1, permissions: '0',
        managed: false, mentionable: true, flags: 0 }))],
    joined_at: now(), large: false, unavailable: false, member_count: 2, voice_states: [],
    members: [member(botUser)], channels: [textChannels.get(g.channelId)], threads: [], presences: [], stage_instances: [],
    guild_scheduled_events: [], soundboard_sounds: [],
  });

  // ---------- start ----------
  prepareSchemas(ROUTES);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const gatewayUrl = `ws://127.0.0.1:${port}/gateway`;

  async function sendInteraction(partial: Record<string, any>, { timeoutMs = 5000 } = {}): Promise<Recorded> {
    const id: string = partial.id ?? snowflake(); // a given id/token is kept, e.g. to simulate redelivery
    const token: string = partial.token ?? `aW50ZXJhY3Rpb246${Buffer.from(id).toString('base64url')}${randomBytes(48).toString('base64url')}`;
    const dm = Boolean(partial.user && !partial.member);
    const p: any = {
      app_permissions: PERMISSIONS, locale: 'en-US', entitlements: [], attachment_size_limit: 10 * 1024 * 1024,
      context: dm ? 1 : 0, ...partial, id, application_id: applicationId, token, version: 1,
    };
    if (!dm) {
      p.guild_id ??= textChannels.get(p.channel_id)?.guild_id ?? guildId;
      p.guild ??= { id: p.guild_id, locale: 'en-US', features: [] };
      p.guild_locale ??= 'en-US';
      p.member = { ...member(user()), permissions: PERMISSIONS, ...p.member };
      p.channel ??= textChannels.get(p.channel_id ?? guilds.find((g) => g.id === p.guild_id)?.channelId ?? channelId) ?? { id: p.channel_id, type: 0, guild_id: p.guild_id };
    }
    p.channel ??= { id: p.channel_id ?? snowflake(), type: 1 };
    p.channel_id ??= p.channel.id;
    p.authorizing_integration_owners ??= dm ? { 1: p.user.id } : { 0: p.guild_id };
    if (p.message) p.message = { author: botUser, channel_id: p.channel_id, timestamp: now(), edited_timestamp: null,
      mentions: [], mention_roles: [], mention_everyone: false, pinned: false, tts: false, flags: 0, ...p.message };

    // Discord sends an interaction on the gateway connection of the shard that owns its server (DMs: shard 0).
    const guild: string | null = dm ? null : p.guild_id;
    if (!(await waitFor(() => connectionFor(guild) !== undefined, timeoutMs)))
      throw new Error(`fake-discord: no client identified on the gateway for the shard of ${guild ? `server ${guild}` : 'direct messages'}`);
    const connection = connectionFor(guild)!;
    const st: State = { rec: { callback: { type: 0 }, edits: [], followups: [], files: [], deleted: [], payload: p, shard: connection.shard },
      acked: false, createdAt: nowMs(), original: p.message ?? null, messages: new Map() };
    byToken.set(token, st);
    connection.dispatch('INTERACTION_CREATE', p);
    if (!(await waitFor(() => st.acked || st.refused !== undefined, timeoutMs)))
      throw new Error(`fake-discord: no interaction callback within ${timeoutMs} ms (requests: ${JSON.stringify(requests.slice(-5))})`);
    if (!st.acked) throw new Error(`fake-discord: Discord refused the first answer to /${p.data?.name ?? p.data?.custom_id}: ${st.refused}`);
    // A deferral's answer: its edit, or a follow-up (the bot sends one after its edit, or in place of a deferral it
    // deleted because the reply's visibility differs): waiting for an edit that never comes would cost the whole timeout.
    if (st.rec.callback.type === 5 || st.rec.callback.type === 6) await waitFor(() => st.rec.edits.length > 0 || st.rec.followups.length > 0, timeoutMs);
    return st.rec;
  }

  async function close() {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (shapeFaults.length) throw new Error(`fake-discord: ${shapeFaults.length} answer(s) of the fake differ from Discord's spec:\n  ${[...new Set(shapeFaults)].join('\n  ')}`);
    if (violations.length) {
      const list = violations.map((v) => `  ${v.method} ${v.route ?? v.path} → ${v.status} (${v.code}): ${v.problems.join('; ')}`).join('\n');
      throw new Error(`fake-discord: the bot sent ${violations.length} request(s) that Discord refuses:\n${list}`);
    }
  }

  return { apiBase: `${base}/api`, gatewayUrl, token: TOKEN, applicationId, botUserId, guildId, channelId, guilds, identified,
    connectedShards: () => [...connections].map((c) => c.shard), requests, gatewayLog, channelMessages, messageEdits, registeredCommands, threads, refusingDirectMessages, threadPolicy, threadArchiving,
    violations, takeViolations: () => violations.splice(0), rateLimited, pings, advance: (ms: number) => void (offsetMs += ms), sendInteraction, close };
}

/** Minimal multipart/form-data parser: `payload_json` becomes the body, parts with a filename become files. */
export function parseMultipart(raw: Buffer, contentType: string): { body: any; files: RecordedFile[] } {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const delim = Buffer.from(`--${match?.[1] ?? match?.[2]}`);
  const files: RecordedFile[] = [];
  let body: any = {};
  let pos = raw.indexOf(delim);
  while (pos !== -1) {
    const start = pos + delim.length;
    if (raw.subarray(start, start + 2).toString() === '--') break;
    const next = raw.indexOf(delim, start);
    if (next === -1) break;
    const part = raw.subarray(start + 2, next - 2); // drop CRLF after the delimiter and before the next one
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const data = part.subarray(split + 4);
    const field = /;\s*name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /;\s*filename="([^"]*)"/i.exec(head)?.[1];
    if (filename !== undefined) {
      const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
      files.push({ field, name: filename, size: data.length, contentType, data: Buffer.from(data) });
    } else if (field === 'payload_json') {
      body = JSON.parse(data.toString('utf8'));
    }
    pos = next;
  }
  return { body, files };
}
