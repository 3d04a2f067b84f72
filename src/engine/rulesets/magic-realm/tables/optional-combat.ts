import type { Modifier } from '../../../tables/table-schema.js';

/** A character who played no maneuver counts as move time 8 (BIMR4 5.4/4). */
export const NO_MANEUVER_TIME = 8;
/** Added for each maneuver the attack did not intercept (BIMR4 5.4/1, 5.4/2). */
export const NOT_INTERCEPTED = 4;

/**
 * BI-7, BIMR4 5.1/1: the Stumble roll adds the attackers on the sheet and subtracts the time advantage over the
 * fastest attacker (attacker's move time − own move time; a negative advantage adds).
 */
export function stumbleModifiers(o: { attackers: number; ownMoveTime: number; attackerMoveTime: number }): Modifier[] {
  const advantage = o.attackerMoveTime - o.ownMoveTime;
  return [
    { label: `${o.attackers} attacker${o.attackers === 1 ? '' : 's'} on the sheet`, value: o.attackers },
    { label: `time advantage ${advantage} (move ${o.ownMoveTime} against ${o.attackerMoveTime})`, value: -advantage },
  ];
}

/**
 * BI-10, BIMR4 5.4/1-5.4/4: a Fumble or Missile roll subtracts the attack's time advantage over each maneuver
 * (maneuver time − attack time; none played counts as 8) and adds 4 for each maneuver not intercepted.
 */
export function attackModifiers(o: { attackTime: number; maneuvers: { time?: number; intercepted: boolean }[] }): Modifier[] {
  const mods: Modifier[] = [];
  for (const m of o.maneuvers) {
    const time = m.time ?? NO_MANEUVER_TIME;
    const advantage = time - o.attackTime;
    mods.push({ label: `time advantage ${advantage} (attack ${o.attackTime} against ${m.time === undefined ? 'no maneuver = 8' : `maneuver ${time}`})`, value: -advantage });
    if (!m.intercepted) mods.push({ label: 'did not intercept', value: NOT_INTERCEPTED });
  }
  return mods;
}
