import { definePart } from '../../../core/part.js';
import { formerName } from './old-logs.js';
import { COMBAT_ACTIONS } from './actions.js';
import { assignmentWhy, type CombatEventPayloads } from './events.js';
import { applyCombatEvent } from './evolve.js';
import { beginCombat } from './begin.js';
import { decideCombat } from './decide.js';
import { handCombatOver } from './hand-over.js';
import { combatViewFor, type CombatView } from './view.js';
import { combatWaiting } from './waiting.js';

/**
 * Magic Realm combat at Evening (issue 14): a clearing's rounds — luring, assignment, encounter actions, targets, the
 * secret plays and the reveal. Undo words are public: never a play before its reveal.
 */
export const combatPart = definePart<typeof COMBAT_ACTIONS, CombatEventPayloads, CombatView>({
  id: 'combat',
  formerName,
  actions: COMBAT_ACTIONS,
  decide: decideCombat,
  evolve: applyCombatEvent,
  handOver: handCombatOver,
  viewFor: combatViewFor,
  waitingOn: combatWaiting,
  // The day's Evening offers its step to the parts at each GM's Next: combat begins its next marked clearing there.
  takesStep: (state, step, dice, actor, ctx) => (step === 'evening' ? beginCombat(state, dice, actor, ctx) : undefined),
  events: {
    'combat.begun': {
      log: (e) => `⚔ Combat in ${e.payload.clearing}: ${Object.values(e.payload.names).join(', ')}${e.payload.denizens.length ? ` against ${e.payload.denizens.map((d) => `the ${d.label}`).join(', ')}` : ''}`,
      undo: (e) => `the start of combat in ${e.payload.clearing}`,
    },
    'combat.lured': { log: (e) => `${e.payload.name} ${e.payload.labels.length ? `lures the ${e.payload.labels.join(', the ')}` : 'lures nothing'}`, undo: (e) => `${e.payload.name}'s luring` },
    'combat.assigned': {
      log: (e) => (e.payload.rolls.length ? `Random assignment: ${e.payload.rolls.map((r) => `the ${r.denizen} to the ${r.to} (${assignmentWhy(r)})`).join('; ')}` : 'No monster is left to assign'),
      undo: () => 'the random assignment',
    },
    'combat.acted': { log: (e) => e.payload.text, undo: (e) => `${e.payload.name}'s encounter action` },
    'combat.step': { log: (e) => `Combat: ${e.payload.step === 'target' ? 'targets' : e.payload.step === 'play' ? 'the secret plays' : e.payload.step}`, undo: () => 'a step of combat' },
    'combat.targeted': { log: (e) => `${e.payload.name} ${e.payload.label ? `targets ${e.payload.label}` : 'attacks nobody'}`, undo: (e) => `${e.payload.name}'s target` },
    'combat.played': { log: (e) => `🔒 ${e.payload.name} plays: ${e.payload.text}`, undo: () => 'a secret combat play' },
    'combat.cast': { log: (e) => `🔒 ${e.payload.name} casts ${e.payload.cast.text}`, undo: () => 'a secret combat action' },
    'combat.cast-noted': { log: (e) => `${e.payload.name} acts ✔`, undo: false },
    'combat.spell-targeted': {
      log: (e) => (e.payload.broken ? `${e.payload.name}'s spell is broken: ${e.payload.broken}` : `${e.payload.name} aims a spell at ${e.payload.labels.join(', ')}`),
      undo: (e) => `${e.payload.name}'s target`,
    },
    'combat.play-noted': { log: (e) => `${e.payload.name} has played ✔ (${e.payload.played} of ${e.payload.of})`, undo: false },
    'combat.round': { log: (e) => `⚔ ${e.payload.clearing}, round ${e.payload.round}: ${e.payload.lines.join('; ') || 'nothing happens'}`, undo: (e) => `round ${e.payload.round} in ${e.payload.clearing}` },
    // Its undo words are a secret play's: that someone lies in ambush is itself his secret.
    'combat.ambushed': { log: (e) => `🔒 ${e.payload.name} lies in ambush: ${e.payload.text}`, undo: () => 'a secret combat play' },
    'combat.rehid': { log: (e) => `${e.payload.name} rolls to stay hidden: ${e.payload.dice.join(', ')} → ${e.payload.read}, ${e.payload.hidden ? 'hidden' : 'seen'}`, undo: (e) => `${e.payload.name}'s hide roll` },
    'combat.captured': { log: (e) => `${e.payload.name} captures the ${e.payload.traveller}`, undo: (e) => `the capture of the ${e.payload.traveller}` },
    'combat.escaped': { log: (e) => `The ${e.payload.traveller} escapes (his card says where)`, undo: (e) => `the escape of the ${e.payload.traveller}` },
    'combat.ended': { log: (e) => `⚔ The combat in ${e.payload.clearing} is over: ${e.payload.why}`, undo: (e) => `the end of combat in ${e.payload.clearing}` },
  },
});
