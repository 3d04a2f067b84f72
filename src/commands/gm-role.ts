import { RuleError } from '../engine/core/types.js';
import { noticeEmbed } from '../render/embeds.js';
import type { HandlerContext, SubcommandSpec } from './types.js';

/**
 * A role as a message names it: Discord's role mention for an id (shown as the role's name; inside an embed it pings
 * nobody), or the console's name as it is.
 */
export const roleNamed = (id: string): string => (/^\d+$/.test(id) ? `<@&${id}>` : `@${id}`);

const EXAMPLE = '/gm role role:@Referees';

/** The server of the command, or a RuleError: a direct message has no roles. */
function serverOf(ctx: HandlerContext): string {
  const { guildId } = ctx.invocation;
  if (!guildId) throw new RuleError('server roles exist only in a server, not in a direct message', `run ${EXAMPLE} in a channel of your server`);
  return guildId;
}

/**
 * `/gm role`: the server's GM role, whose members run every game of the server as its GMs — every GM command, every
 * secret, as a co-GM (the command layer asks at each command whether the user holds it: game-context.ts). Without
 * options it shows the role; `role:` sets it and `clear:true` removes it, both for members who may manage the server.
 * A bare `/gm role` never clears, so a slip of the keyboard cannot take the GMs' power away.
 */
export const gmRoleSubcommand: SubcommandSpec = {
  name: 'role',
  description: "The server's GM role: its members run every game here as GMs (admins set it; no option: show it)",
  example: EXAMPLE,
  ephemeral: (o) => o.role === undefined && o.clear === undefined,
  options: [
    { name: 'role', description: 'The role whose members are GMs of every game in this server', type: 'role' },
    { name: 'clear', description: 'true: the server has no GM role any more', type: 'boolean' },
  ],
  handler: async (ctx) => {
    const guildId = serverOf(ctx);
    const role = ctx.options.role as string | undefined;
    const clear = ctx.options.clear === true;
    const { servers } = ctx.services;
    if (role === undefined && !clear) {
      const current = await servers.gmRole(guildId);
      const text = current
        ? `Members of ${roleNamed(current)} run every game in this server as GMs: every GM command, every secret. A player of a game who holds it stays a player there.`
        : `This server has no GM role. A member who may manage the server sets one with ${EXAMPLE}.`;
      return { reply: { ephemeral: true, embeds: [noticeEmbed("The server's GM role", text)] } };
    }
    if (role !== undefined && clear) throw new RuleError('name a role or clear it, not both', `${EXAMPLE} sets it; /gm role clear:true removes it`);
    if (!ctx.invocation.manageServer) {
      throw new RuleError("only a member who may manage the server (Discord's Manage Server permission) sets its GM role", 'ask a server admin to run it; /gm role alone shows the role');
    }
    if (role === guildId) throw new RuleError('@everyone cannot be the GM role: every member would run every game', 'make a role for your GMs (Server Settings → Roles) and name it');
    await servers.setGmRole(guildId, clear ? null : role!, ctx.invocation.user.id);
    const text = clear
      ? 'This server has no GM role now: its games are run by their own GMs and co-GMs only.'
      : `Members of ${roleNamed(role!)} now run every game in this server as GMs: every GM command, every secret. A player of a game who holds it stays a player there; the log names whoever runs a game through the role.`;
    return { reply: { ephemeral: false, embeds: [noticeEmbed(clear ? 'GM role cleared' : 'A GM role', text)] } };
  },
};
