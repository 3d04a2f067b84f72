// Builders for documented interaction payloads (Discord API v10).
// https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
// Fields the builders leave out (id, token, application_id, version, default guild/channel/member)
// are filled in by FakeDiscord.sendInteraction.

export type OptionValue = string | number | boolean;

/** Who/where the interaction happens. Omitted ids fall back to the fake's defaults. */
export interface InteractionContext {
  userId?: string;
  username?: string;
  channelId?: string;
  guildId?: string;
  /** Send as a DM interaction (top-level `user`, no guild) instead of a guild one (`member`). */
  dm?: boolean;
  /** The member's role ids (`member.roles`, an array of snowflakes); none when left out. */
  roles?: string[];
  /**
   * The member's permissions in the channel (`member.permissions`, a bitfield as a decimal string), as Discord computes
   * them for an interaction; the fake's everyday ones when left out.
   */
  permissions?: string;
}

/** Discord's permission bits the tests name (https://discord.com/developers/docs/topics/permissions). */
export const PERMISSION = { MANAGE_GUILD: 1n << 5n, ADMINISTRATOR: 1n << 3n } as const;

/** A role option's value (type ROLE 8): the role's id, with the role in the payload's `resolved.roles`. */
export interface RoleValue {
  role: string;
}
export const roleValue = (id: string): RoleValue => ({ role: id });

/** A user option's value (type USER 6): the user's id, with the user and his member in the payload's `resolved`. */
export interface UserValue {
  user: string;
  username: string;
  /** His nickname in the server (the member's `nick`). */
  nick?: string;
}
export const userValue = (id: string, username: string, nick?: string): UserValue => ({ user: id, username, ...(nick ? { nick } : {}) });

type AnyValue = OptionValue | RoleValue | UserValue;

export const DEFAULT_USER_ID = '200000000000000001';
export const DEFAULT_USERNAME = 'tester';

const DISCORD_EPOCH = 1420070400000n;
let increment = 0n;

/** A well-formed snowflake (timestamp-based, so discord.js' createdTimestamp is sensible). */
export function snowflake(): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | increment).toString();
}

export function user(id = DEFAULT_USER_ID, username = DEFAULT_USERNAME) {
  return { id, username, discriminator: '0', global_name: null, avatar: null, public_flags: 0, flags: 0, primary_guild: null };
}

/** Application command option types: STRING 3, INTEGER 4, BOOLEAN 5, NUMBER 10. */
export function optionType(value: OptionValue): 3 | 4 | 5 | 10 {
  if (typeof value === 'string') return 3;
  if (typeof value === 'boolean') return 5;
  return Number.isInteger(value) ? 4 : 10;
}

function toOptions(options: Record<string, AnyValue>, focused?: string) {
  return Object.entries(options).map(([name, value]) => ({
    name,
    ...(typeof value !== 'object' ? { type: optionType(value), value } : 'role' in value ? { type: 8, value: value.role } : { type: 6, value: value.user }),
    ...(name === focused ? { focused: true } : {}),
  }));
}

/** The `resolved` data of the role and user options: Discord sends each named role, user and member with the interaction. */
function resolvedRoles(options: Record<string, AnyValue>) {
  const roles = Object.values(options).filter((v): v is RoleValue => typeof v === 'object' && 'role' in v);
  const users = Object.values(options).filter((v): v is UserValue => typeof v === 'object' && 'user' in v);
  if (!roles.length && !users.length) return {};
  const role = (id: string) => ({ id, name: `role-${id}`, color: 0, hoist: false, position: 1, permissions: '0', managed: false, mentionable: true, flags: 0 });
  return {
    resolved: {
      ...(roles.length ? { roles: Object.fromEntries(roles.map((r) => [r.role, role(r.role)])) } : {}),
      ...(users.length
        ? {
            users: Object.fromEntries(users.map((u) => [u.user, user(u.user, u.username)])),
            // A resolved member has no `user` field of its own (https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-resolved-data-structure).
            members: Object.fromEntries(users.map((u) => [u.user, { nick: u.nick ?? null, roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0, permissions: '0' }])),
          }
        : {}),
    },
  };
}

function context(ctx: InteractionContext): Record<string, unknown> {
  const u = user(ctx.userId, ctx.username);
  const out: Record<string, unknown> = {};
  if (ctx.dm) {
    out.user = u;
    out.context = 1; // BOT_DM
    if (ctx.channelId) out.channel = { id: ctx.channelId, type: 1 };
  } else {
    if (ctx.userId || ctx.username || ctx.roles || ctx.permissions) {
      out.member = { user: u, ...(ctx.roles ? { roles: ctx.roles } : {}), ...(ctx.permissions ? { permissions: ctx.permissions } : {}) };
    }
    if (ctx.guildId) out.guild_id = ctx.guildId;
    if (ctx.channelId) out.channel = { id: ctx.channelId, type: 0, ...(ctx.guildId ? { guild_id: ctx.guildId } : {}) };
  }
  if (ctx.channelId) out.channel_id = ctx.channelId;
  return out;
}

export interface CommandInput extends InteractionContext {
  name: string;
  subcommand?: string;
  options?: Record<string, AnyValue>;
  commandId?: string;
}

function commandData(input: CommandInput, focused?: string) {
  const options = toOptions(input.options ?? {}, focused);
  return {
    id: input.commandId ?? snowflake(),
    name: input.name,
    type: 1, // CHAT_INPUT
    options: input.subcommand ? [{ name: input.subcommand, type: 1, options }] : options,
    ...resolvedRoles(input.options ?? {}),
  };
}

/** APPLICATION_COMMAND (type 2) for a chat-input command. */
export function slashCommand(input: CommandInput) {
  return { type: 2, data: commandData(input), ...context(input) };
}

/** APPLICATION_COMMAND_AUTOCOMPLETE (type 4); `focused` names the option being typed. */
export function autocomplete(input: CommandInput & { focused?: string }) {
  return { type: 4, data: commandData(input, input.focused), ...context(input) };
}

export interface ButtonInput extends InteractionContext {
  customId: string;
  messageId?: string;
  /** The message the button is on; defaults to a minimal bot message with id `messageId`. */
  message?: Record<string, unknown>;
}

/** MESSAGE_COMPONENT (type 3) for a button (component_type 2). */
export function buttonClick(input: ButtonInput) {
  const message = input.message ?? {
    id: input.messageId ?? snowflake(),
    type: 0,
    content: '',
    embeds: [],
    components: [],
    attachments: [],
    ...(input.channelId ? { channel_id: input.channelId } : {}),
  };
  return { type: 3, data: { custom_id: input.customId, component_type: 2 }, message, ...context(input) };
}

export interface ModalSubmitInput extends InteractionContext {
  customId: string;
  /** The text inputs as the user left them, by custom id. */
  fields: Record<string, string>;
}

/** MODAL_SUBMIT (type 5): the modal's custom id and each text input (type 4) in its own action row. */
export function modalSubmit(input: ModalSubmitInput) {
  const components = Object.entries(input.fields).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] }));
  return { type: 5, data: { custom_id: input.customId, components }, ...context(input) };
}
