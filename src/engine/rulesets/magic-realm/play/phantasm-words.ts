/** Issue 29, Phantasm: its turn in words, for its owner's private message and the /log (play/phantasm.ts). */
import { characterWords } from '../characters/kits.js';
import { phaseLine, type PhaseOutcome } from './turn.js';

/** "The Wizard's phantasm (in CV1): M CV4, P — moved to CV4; PEER 3, 2 …". */
export function phantasmTurnLine(t: { name: string; from: string; text: string; phases: readonly PhaseOutcome[]; to?: string }): string {
  const rolled = t.phases.filter((p) => p.code !== 'M').map((p) => phaseLine(p, characterWords('phantasm')));
  return `${t.name}'s phantasm (in ${t.from}): ${t.text}${t.to ? ` — moved to ${t.to}` : ''}${rolled.length ? `; ${rolled.join('; ')}` : ''}`;
}
