/**
 * One status message per game and step, edited in place (issue 12): "Orders for Birdsong of day 3 — ✔ Amazon (bob),
 * … Dwarf (carol), deadline in 5 hours". It is posted when a step that waits on players begins, edited as they act
 * (or the GM changes the deadline, or someone joins or leaves), and edited once more, closed, when the step ends.
 * Derived from what the command's commits changed (the state before and after each), so no command has to know.
 *
 * Only what the table knows goes in it: each step says whether the table may know who has done it (Waiting.showsWho:
 * who has recorded is public in Magic Realm, who has given realm orders is not), else the message says how many.
 */
import { waitingOn } from '../engine/parts.js';
import type { Waiting } from '../engine/core/part.js';
import { STEP_KINDS } from '../engine/schedule/state.js';
import { scheduleOf } from '../engine/schedule/view.js';
import { COLORS, type MessagePayload } from '../render/message.js';
import { formButton } from './forms.js';
import { deadlineOf } from '../engine/schedule/plan.js';
import { discordTime } from '../render/discord-time.js';
import type { Committed } from '../store/game-store.js';
import type { CommandResult, Services } from './types.js';
import { allRecorded } from './day.js';

/** A step's status message: posted the first time its key is seen in the channel, edited in place after. */
export interface StatusUpdate {
  key: string;
  message: MessagePayload;
}

const statusKey = (gameId: string, w: Waiting) => `${gameId}:${w.step}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** Who has done it and who not, as the step may show it. */
function progress(w: Waiting, closed: boolean): string[] {
  const missing = new Set(w.missing);
  const done = w.everyone.filter((p) => !missing.has(p.userId)).length;
  if (!w.showsWho) return [`${done} of ${w.everyone.length} done`];
  return w.everyone.map((p) => (missing.has(p.userId) ? `${closed ? '✖' : '…'} ${p.name}${closed ? ' — nothing recorded' : ''}` : `✔ ${p.name}`));
}

function openMessage(w: Waiting, deadline: Date | undefined): MessagePayload {
  // Only the kinds of step /schedule set knows take a deadline (a combat round's plays do not).
  // Issue 27: the hint is an example the engine takes as written (a bare /schedule set changes nothing: refused).
  const when = deadline ? `Deadline ${discordTime(deadline)} (${discordTime(deadline, 'f')})` : w.kind in STEP_KINDS ? `No deadline: the GM may set one, e.g. /schedule set step:${w.kind} deadline-hours:48` : 'The GM may play for a character who does not answer.';
  // The button that opens the form of what it waits for (forms.ts).
  const form = w.form && formButton(w.form.command, w.form.subcommand, w.form.label);
  return {
    embeds: [{ title: `📋 ${capital(w.what)}`, color: COLORS.info, description: [...progress(w, false), '', when].join('\n'), footer: { text: w.how } }],
    ...(form ? { buttons: [[form]] } : {}),
  };
}

/** Closed: the form's button goes (an edit with no buttons takes it off the message). */
function closedMessage(w: Waiting): MessagePayload {
  return { embeds: [{ title: `📋 ${capital(w.what)} — closed`, color: COLORS.ok, description: progress(w, true).join('\n') }] };
}

/** When the step now waiting began: in this commit, or at the latest of its beginning events in the log. */
async function stepBegan(c: Committed, w: Waiting, began: boolean, services: Services): Promise<Date> {
  if (began) return new Date(c.events.at(-1)?.at ?? services.now());
  return (await services.store.times(c.gameId, w.beganWith)).stepBegan ?? services.now();
}

/** The status messages a command's commits call for, in order (a step closed before the next one opens). */
export async function stepStatuses(commits: readonly Committed[], services: Services): Promise<StatusUpdate[]> {
  const out = new Map<string, StatusUpdate>();
  for (const c of commits) {
    if (!c.before) continue; // a new game waits on nobody yet
    const was = waitingOn(c.before);
    const now = waitingOn(c.state);
    const began = !!now && was?.step !== now.step;
    if (was && (!now || began)) {
      // The one whose action closed the step did what it waited for (the last secret play that reveals a round).
      const closer = c.events[0]?.actor;
      const shown = closer && was.missing.includes(closer) ? { ...was, missing: was.missing.filter((id) => id !== closer) } : was;
      out.set(statusKey(c.gameId, was), { key: statusKey(c.gameId, was), message: closedMessage(shown) });
    }
    const changed = began || (!!now && !!was && (!sameList(was.missing, now.missing) || !sameList(was.everyone, now.everyone))) || c.before.schedule !== c.state.schedule;
    if (now && changed) {
      const deadline = deadlineOf(now, scheduleOf(c.state), await stepBegan(c, now, began, services));
      out.delete(statusKey(c.gameId, now));
      out.set(statusKey(c.gameId, now), { key: statusKey(c.gameId, now), message: openMessage(now, deadline) });
    }
  }
  return [...out.values()];
}

/** What a step of each kind calls for once complete (Birdsong: the GM called to begin Daylight, day.ts). */
const WHEN_COMPLETE: Partial<Record<string, (state: Committed['state']) => Pick<CommandResult, 'channelPosts' | 'privateMessages'>>> = {
  birdsong: allRecorded,
};

/**
 * The calls of the steps these commits completed: a step still waiting whose last missing player has done it, whoever's
 * command it was — his own record, the GM's for him, or a player leaving or dying (issue 27).
 */
export function completionCalls(commits: readonly Committed[]): Required<Pick<CommandResult, 'channelPosts' | 'privateMessages'>> {
  const out = { channelPosts: [] as MessagePayload[], privateMessages: [] as NonNullable<CommandResult['privateMessages']> };
  for (const c of commits) {
    if (!c.before) continue;
    const was = waitingOn(c.before);
    const now = waitingOn(c.state);
    const complete = was && now && was.step === now.step && was.missing.length > 0 && now.missing.length === 0 && now.everyone.length > 0;
    const calls = complete ? WHEN_COMPLETE[now.kind]?.(c.state) : undefined;
    out.channelPosts.push(...(calls?.channelPosts ?? []));
    out.privateMessages.push(...(calls?.privateMessages ?? []));
  }
  return out;
}
