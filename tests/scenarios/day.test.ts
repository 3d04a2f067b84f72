import { describe, expect, it } from 'vitest';
import { recordingConsole, publicText, textOf } from '../helpers/console.js';

/** A game of three characters on the original board, with Seasons and Weather, through the console. */
async function game(dice: number[]) {
  const c = await recordingConsole(dice);
  const { play } = c;
  await play('@gm /game create ruleset:magic-realm options:"seasons-weather expansion-one"');
  await play('@bob /game join character:Amazon');
  await play('@carol /game join character:Dwarf');
  await play('@dave /game join character:"Black Knight"');
  await play('@gm /board layout layout:original-20');
  await play('@gm /board piece label:Amazon at:BV5 kind:character owner:@bob');
  await play('@gm /board piece label:Dwarf at:CV1 kind:character owner:@carol');
  await play('@gm /board piece label:"Black Knight" at:AV1 kind:character owner:@dave');
  return c;
}

describe('the calendar (SW-1, SW-2, SW-3, SW-8, SW-9, SW-10)', () => {
  it("a game starting on a 2d6 of 5 is in FRESHET: mountains cost 2, GREY on the 7th day; its 'Rain' week has 4 days of 6 phases", async () => {
    // 2 + 3 = 5; the week's weather die 3 is the third counter, Storm: 'Rain'.
    const g = await game([2, 3, 3]);
    try {
      const started = await g.play('@gm /calendar start');
      expect(started.ok, textOf(started.reply)).toBe(true);
      const text = textOf(started.reply);
      expect(text).toContain('2d6 = 2 + 3 = 5');
      expect(text).toContain('FRESHET');
      expect(text).toContain('Mountains: 2 MOVE phases to enter');
      expect(text).toContain('7th day: GREY magic');
      expect(text).toContain('Rain (storm) — 4 days, 6 phases a day');
      // SW-9: the short week loses its first days: play begins on day 4.
      expect(text).toContain('week 1, day 4');
      // With Expansion One the Dwarf is revised (X1-19): only caves keep a day at 2.
      expect(text).toContain('Rain: 6 phases a day (2 in caves)');
      expect(text).not.toContain('and for the Dwarf');
      expect(started.reply.files[0]).toMatch(/calendar\.png$/);
      // SW-10: six phases a day out of caves.
      const six = await g.play('@bob /orders record phases:"M BV2, H, S, R, A, R"');
      expect(six.ok, textOf(six.reply)).toBe(true);
      const seven = await g.play('@bob /orders record phases:"M BV2, H, S, R, A, R, R"');
      expect(seven.ok).toBe(false);
      expect(textOf(seven.reply)).toContain('only 6 phases today');
      // The three days of the week pass; the 7th is GREY.
      expect(g.dice.remaining()).toBe(0);
    } finally {
      await g.database.close();
    }
  });
});

describe('secret orders (SW-10, SW-11, SW-13, X1-19)', () => {
  it("the orders' footer tells each his own day: the classic Dwarf has 2 phases in a Rain week of 6, the Amazon 6", async () => {
    // FRESHET (2 + 3), 'Rain' (die 3): 6 phases a day; without Expansion One the Dwarf is the classic one (SW-10).
    const g = await recordingConsole([2, 3, 3]);
    try {
      for (const line of [
        '@gm /game create ruleset:magic-realm options:seasons-weather',
        '@bob /game join character:Amazon',
        '@carol /game join character:Dwarf',
        '@gm /board layout layout:original-20',
        '@gm /board piece label:Amazon at:BV5 kind:character owner:@bob',
        '@gm /board piece label:Dwarf at:BV5 kind:character owner:@carol',
        '@gm /calendar start',
      ]) expect((await g.play(line)).ok, line).toBe(true);
      const dwarf = await g.play('@carol /orders record phases:"R, R"');
      expect(dwarf.ok, textOf(dwarf.reply)).toBe(true);
      expect(textOf(dwarf.reply)).toContain('Rain: 6 phases a day, but the Dwarf has 2. Only you and the GM see these');
      const amazon = await g.play('@bob /orders record phases:"R, R, R, R, R, R"');
      expect(textOf(amazon.reply)).toContain('Rain: 6 phases a day. Only you and the GM see these');
    } finally {
      await g.database.close();
    }
  });

  it('wrong orders get an error that says which phase breaks which rule', async () => {
    // EASTER (2 + 2 = 4) with its Special weather (die 4): 'Soft Ground', cannot HIDE.
    const g = await game([2, 2, 4]);
    try {
      await g.play('@gm /calendar start');
      const hide = await g.play('@bob /orders record phases:"H"');
      expect(hide.ok).toBe(false);
      expect(hide.reply.ephemeral).toBe(true);
      expect(textOf(hide.reply)).toContain('phase 1 (H): nobody may HIDE this week (Soft Ground)');
      const far = await g.play('@bob /orders record phases:"M CV2, R"');
      expect(textOf(far.reply)).toContain('phase 1 (M CV2): CV2 is not joined to BV5 by a path you know');
      const nonsense = await g.play('@bob /orders record phases:"Q"');
      expect(nonsense.ok).toBe(false);
      // X1-19: the revised Dwarf has four activities, of which at most two are MOVEs.
      const dwarf = await g.play('@carol /orders record phases:"R, R, R, R"');
      expect(dwarf.ok, textOf(dwarf.reply)).toBe(true);
      // A refusal changes nothing: bob has recorded nothing.
      const shown = await g.play('@bob /orders show');
      expect(textOf(shown.reply)).toContain('nothing recorded yet');
    } finally {
      await g.database.close();
    }
  });

  it('issue 27: the GM is called when Birdsong is complete, whatever completed it — here the last player without orders leaves', async () => {
    const g = await game([2, 2, 3, 6, 0, 0]);
    try {
      await g.play('@gm /calendar start');
      expect((await g.play('@bob /orders record phases:"H, S"')).ok).toBe(true);
      const second = await g.play('@carol /orders record phases:"S, S"');
      expect(second.channel.map((m) => m.content).join('\n')).not.toContain('every character has recorded');
      const left = await g.play('@dave /game leave');
      expect(left.ok, textOf(left.reply)).toBe(true);
      expect(left.channel.map((m) => m.content).join('\n')).toContain('<@gm> every character has recorded: Daylight can begin.');
      expect(left.direct.map((d) => d.to)).toContain('gm');
    } finally {
      await g.database.close();
    }
  });

  it('orders can change until Daylight; then the turn order is drawn and each turn revealed in order', async () => {
    // CHRISTMAS is never a start (2d6): EASTER's 'Snowstorm' (storm, die 3) is 4 days of 3 phases, 2 bonus in caves and dwellings.
    // Then the turn order: Fisher–Yates dice 0 and 0.
    const g = await game([2, 2, 3, 6, 0, 0]);
    try {
      await g.play('@gm /calendar start');
      expect((await g.play('@bob /orders record phases:"H, S"')).ok).toBe(true);
      expect((await g.play('@bob /orders record phases:"M BV2, S"')).ok).toBe(true);
      await g.play('@carol /orders record phases:"S, S"');
      const last = await g.play('@dave /orders record phases:"S"');
      expect(last.channel.map((m) => m.content).join('\n')).toContain('<@gm> every character has recorded');
      // Dave's own record of his orders (his private place) and the GM's word that all have recorded.
      expect(last.direct.map((d) => d.to)).toEqual(['dave', 'gm']);
      // Daylight: the turn order, and the first turn, which stops for the GM (every turn has a phase he resolves).
      const daylight = await g.play('@gm /day next');
      expect(textOf(daylight.reply)).toMatch(/1\. .*, 2\. .*, 3\. /);
      expect(textOf(daylight.reply)).toContain('Turn 1 of 3');
      expect(textOf(daylight.reply)).not.toContain('Turn 2 of 3');
      const late = await g.play('@bob /orders record phases:"R"');
      expect(late.ok).toBe(false);
      expect(textOf(late.reply)).toContain('orders are recorded in Birdsong');
      // The GM presses the Next ▶ under each newest message: one turn each.
      const press = (o: { reply: { buttons: { id: string }[] } }) => g.play(`@gm !click ${o.reply.buttons[0]!.id}`);
      const turns = [daylight];
      turns.push(await press(turns[0]!));
      turns.push(await press(turns[1]!));
      expect(turns.map((t) => /Turn (\d) of 3/.exec(textOf(t.reply))?.[1])).toEqual(['1', '2', '3']);
      const bobTurn = turns.find((t) => t.reply.content?.includes('<@bob>'))!;
      expect(textOf(bobTurn.reply)).toContain('M BV2, S');
      expect(textOf(bobTurn.reply)).toContain('the GM resolves SEARCH');
      expect(textOf(bobTurn.reply)).not.toContain('H, S');
      // Nothing happens at Sunset, Evening or Midnight: one press ends the day and begins the next.
      const end = textOf((await g.play('@gm /day next')).reply);
      expect(end).toContain('Sunset · Evening · Midnight**: nothing to resolve, the day ends.');
      expect(end).toContain('A new day: Birdsong');
    } finally {
      await g.database.close();
    }
  });
});

describe('the Next ▶ button knows its step', () => {
  it('a second press, or a press on an older message, says the step has passed and changes nothing', async () => {
    const g = await game([2, 2, 3, 6, 0, 0]);
    try {
      await g.play('@gm /calendar start');
      for (const who of ['bob', 'carol', 'dave']) await g.play(`@${who} /orders record phases:"S"`);
      const daylight = await g.play('@gm /day next');
      const next = daylight.reply.buttons[0]!.id;
      expect(next).toMatch(/^day:next:1\.daylight\.1$/);
      const first = await g.play(`@gm !click ${next}`);
      expect(first.ok).toBe(true);
      expect(first.reply.content).toContain('your turn');
      const again = await g.play(`@gm !click ${next}`);
      expect(again.ok).toBe(false);
      expect(again.reply.ephemeral).toBe(true);
      expect(textOf(again.reply)).toMatch(/this step has already passed/i);
      // Only one turn was revealed by the first press: the third is revealed from the newest message.
      expect(textOf(first.reply)).toContain('Turn 2 of 3');
      const third = await g.play(`@gm !click ${first.reply.buttons[0]!.id}`);
      expect(textOf(third.reply)).toContain('Turn 3 of 3');
      // A button from before buttons carried their step is refused too; /day next still works.
      expect((await g.play('@gm !click day:next')).ok).toBe(false);
      // Only the GM moves the day on, by button or command.
      const bob = await g.play('@bob /day next');
      expect(textOf(bob.reply)).toMatch(/only the GM/i);
      expect(textOf((await g.play('@gm /day next')).reply)).toContain('A new day: Birdsong');
    } finally {
      await g.database.close();
    }
  });
});

describe("the weather's toll (SW-12)", () => {
  it("ICE's 'Frigid Air' fatigues 4 asterisks at the start of each character's turn, paid with chits each player chooses", async () => {
    // 1 + 1 = 2: ICE; the Special counter (die 4): 'Frigid Air' normal, fatigue 4*/day; then each day's monster roll 6
    // and the turn order dice 0, 0 (day 1, day 2).
    const g = await game([1, 1, 4, 6, 0, 0, 6, 0, 0]);
    try {
      const started = await g.play('@gm /calendar start');
      expect(textOf(started.reply)).toContain('Frigid Air');
      // Nobody recorded: one press runs the day, each blank turn beginning with the weather's toll.
      const pressed = await g.play('@gm /day next anyway:true');
      const day = textOf(pressed.reply);
      expect(day.match(/Frigid Air: fatigue 4\*/g)).toHaveLength(3);
      // Each player is asked in private which chits, with the bot's default spelled out; the channel sees no chit.
      const asks = (who: string) => pressed.direct.filter((d) => d.to === who).map((d) => JSON.stringify(d.message)).join();
      expect(asks('bob')).toContain('fatigue 4*');
      expect(asks('dave')).toContain('the bot takes FIGHT M3**, FIGHT H4**');
      expect(asks('carol')).toContain('the bot takes FIGHT T5**, FIGHT T5**');
      expect(publicText(pressed)).not.toMatch(/(FIGHT|MOVE|DUCK) [LMHT]\d/);
      // Her card's text says what she owes and what she wears, as the picture does (issue 27: a phone without images).
      const owing = textOf((await g.play('@bob /character show')).reply);
      expect(owing).toContain('"name":"Owes","value":"fatigue 4* (Frigid Air)"');
      expect(owing).toContain('Fatigued (0): none');
      expect(owing).toMatch(/Breastplate: intact, protects/);
      // The Amazon pays with her four one-asterisk chits.
      const bob = await g.play('@bob /character choose chits:"MOVE M3*, MOVE M3*, FIGHT M4*, FIGHT M4*"');
      expect(bob.ok, textOf(bob.reply)).toBe(true);
      expect(bob.reply.ephemeral).toBe(true);
      expect(textOf(bob.reply)).toContain('MOVE M3* fatigued; MOVE M3* fatigued; FIGHT M4* fatigued; FIGHT M4* fatigued');
      const card = await g.play('@bob /character show');
      expect(textOf(card.reply)).not.toContain('Owes');
      expect(textOf(card.reply)).toContain('Fatigued (4): MOVE M3*, FIGHT M4*, MOVE M3*, FIGHT M4*\\nWounded (0): none');
      // A chit without asterisks pays no fatigue while one with asterisks is active.
      const carol = await g.play('@carol /character choose chits:"MOVE H6, FIGHT H6"');
      expect(carol.ok).toBe(false);
      expect(textOf(carol.reply)).toContain('MOVE H6 is not a chit he can pay fatigue with now');
      // Two asterisks of four: he is told to name more.
      const short = await g.play('@carol /character choose chits:"FIGHT H4**"');
      expect(textOf(short.reply)).toContain('Those chits pay 2 of fatigue 4*');
      expect(textOf(short.reply)).toContain('name more, e.g. FIGHT H4**, FIGHT T5**');
      // The GM moves on: the bot pays for the Dwarf and the Black Knight, and tells each what it took.
      const next = await g.play('@gm /day next anyway:true one:true');
      expect(next.ok, textOf(next.reply)).toBe(true);
      const told = (who: string) => next.direct.filter((d) => d.to === who).map((d) => JSON.stringify(d.message)).join();
      expect(told('dave')).toContain('the bot paid fatigue 4* (Frigid Air): FIGHT M3** fatigued; FIGHT H4** fatigued');
      expect(told('carol')).toContain('FIGHT T5** fatigued; FIGHT T5** fatigued');
      expect(told('bob')).toBe('');
      const chosen = next.events!.filter((e) => e.type === 'play.chits-chosen');
      expect(chosen.map((e) => (e.payload as { name: string }).name).sort()).toEqual(['Black Knight', 'Dwarf']);
      expect(chosen.every((e) => e.visibility.kind !== 'public')).toBe(true);
      // Nothing is owed any more.
      expect(textOf((await g.play('@dave /character choose chits:"MOVE M5"')).reply)).toContain('Black Knight owes no fatigue, wound or rest now');
    } finally {
      await g.database.close();
    }
  });
});

describe('secrecy over a week (SW, BI-4, BI-5)', () => {
  it('no recorded phase, set-up secret or whisper reaches a public reply, a channel post or another player’s log', async () => {
    // FRESHET (2 + 3), week 1 'Cool' normal (die 1): 7 days; each Daylight draws the monster roll (6) and 2 dice for
    // the turn order.
    const days = 7;
    const g = await game([2, 3, 1, ...Array.from({ length: days }, () => [6, 0, 0]).flat()]);
    try {
      await g.play('@bob /setup tell victory:"2 fame, 1 notoriety, 2 gold" start:Inn enchanted:"ZEBRA-VICTORY"');
      await g.play('@carol /whisper to:@dave text:"WHISPER-OWL meet me"');
      await g.play('@gm /calendar start');
      const secrets = ['ZEBRA-VICTORY', 'WHISPER-OWL'];
      for (let day = 0; day < days; day++) {
        const orders: Record<string, string> = { bob: day % 2 ? 'M BV5, S' : 'M BV2, S', carol: 'A, S', dave: 'S, HR Lancers' };
        const before = g.seen.length;
        for (const [who, phases] of Object.entries(orders)) {
          const r = await g.play(`@${who} /orders record phases:"${phases}"`);
          expect(r.ok, textOf(r.reply)).toBe(true);
          expect(r.reply.ephemeral).toBe(true);
        }
        // Until his turn, nobody's phases are in any public message of the day (each turn stops for the GM).
        const revealed = new Set<string>();
        for (let t = 0; t < 3; t++) {
          const publicSoFar = g.seen.slice(before).map(publicText).join('\n');
          for (const [who, phases] of Object.entries(orders)) if (!revealed.has(who)) expect(publicSoFar, `${who} on day ${day + 1}`).not.toContain(phases);
          const turn = await g.play('@gm /day next');
          const who = /<@(\w+)>/.exec(turn.reply.content ?? '')![1]!;
          expect(publicText(turn)).toContain(orders[who]!);
          revealed.add(who);
        }
        await g.play('@gm /day next');
      }
      const everything = g.seen.map(publicText).join('\n');
      for (const s of secrets) expect(everything).not.toContain(s);
      // The GM and the players concerned had them, privately.
      expect(g.seen.flatMap((o) => o.direct.filter((d) => d.to === 'gm').map((d) => JSON.stringify(d.message))).join()).toContain('ZEBRA-VICTORY');
      expect(g.seen.flatMap((o) => o.direct.filter((d) => d.to === 'dave').map((d) => JSON.stringify(d.message))).join()).toContain('WHISPER-OWL');
      // BI-5 (003 l.32): the GM is copied on the whisper, and only the GM and the addressee get it (beside the
      // sender's own record in his private place).
      const whisper = g.seen.find((o) => o.direct.some((d) => JSON.stringify(d.message).includes('WHISPER-OWL')))!;
      expect(whisper.direct.map((d) => d.to).sort()).toEqual(['carol', 'dave', 'gm']);
      expect(JSON.stringify(whisper.direct.find((d) => d.to === 'gm')!.message)).toContain('WHISPER-OWL');
      // The log's first page holds both (the GM reads them there); a third player's first page shows neither, while
      // each one's own party reads his (a log that cannot see them would prove nothing).
      const firstPage = async (who: string) => textOf((await g.play(`@${who} /log page:1`)).reply);
      const gmLog = await firstPage('gm');
      for (const s of secrets) expect(gmLog).toContain(s);
      expect(await firstPage('bob')).toContain('ZEBRA-VICTORY');
      expect(await firstPage('bob')).not.toContain('WHISPER-OWL');
      for (const who of ['carol', 'dave']) {
        expect(await firstPage(who)).toContain('WHISPER-OWL');
        expect(await firstPage(who)).not.toContain('ZEBRA-VICTORY');
      }
      expect(g.dice.remaining()).toBe(0);
    } finally {
      await g.database.close();
    }
  });
});
