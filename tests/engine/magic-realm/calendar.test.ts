import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/core/types.js';
import { DiceExhaustedError, forcedDice } from '../../../src/engine/dice.js';
import {
  advanceDay,
  beginWeek,
  calendarView,
  dayRules,
  drawWeather,
  monthlySetUp,
  playedDays,
  skippedDays,
  startCalendar,
  startOfWeek,
  type CalendarState,
} from '../../../src/engine/rulesets/magic-realm/calendar/calendar.js';
import { nextSeason, weatherOf } from '../../../src/engine/rulesets/magic-realm/calendar/seasons.js';
import type { WeatherCounter } from '../../../src/engine/rulesets/magic-realm/calendar/view-types.js';

/** A calendar in this season and week, the week's weather set (a state as the game keeps it: plain JSON). */
function calendarIn(season: number, counter: WeatherCounter, week = 1, earlier: WeatherCounter[] = []): CalendarState {
  return beginWeek({ start: { dice: [1, 1], season: 2 }, month: 3, season, week, day: 1, weather: earlier, history: [] }, counter);
}

/** Moves to day `day` of the current week. */
function toDay(state: CalendarState, day: number): CalendarState {
  let s = state;
  while (s.day < day) s = advanceDay(s, forcedDice([])).state;
  return s;
}

describe('the start of the calendar (SW-1)', () => {
  it('a 2d6 of 5 (dice 2 and 3) starts in FRESHET: mountains cost 2 phases, GREY on the 7th day', () => {
    const dice = forcedDice([2, 3, 3]);
    const started = startCalendar(dice);
    expect(started.dice).toEqual([2, 3]);
    expect(started.rolled).toEqual([2, 3, 3]);
    expect(dice.remaining()).toBe(0);
    expect(started.season.name).toBe('FRESHET');
    expect(started.state).toEqual({ start: { dice: [2, 3], season: 5 }, month: 1, season: 5, week: 1, day: 4, weather: ['storm'], history: [] });
    const today = dayRules(started.state);
    expect(today.mountainMovePhases).toBe(2);
    expect(today.seventhDay).toBeUndefined();
    expect(dayRules(toDay(started.state, 7)).seventhDay).toEqual({ text: 'GREY', colours: ['grey'] });
    expect(started.lines).toEqual([
      'Seasons and Weather: 2d6 = 2 + 3 = 5: the game begins in 5. FRESHET — Flooding and mud as snows melt and cold rains run off.',
      'Mountains: 2 MOVE phases to enter.',
      '7th day: GREY magic.',
      'FRESHET: the campaign, mission and visitor counters for the month (SW-4).',
      "At dwellings: ESCORT PARTY at 'CHAPEL' (mission to GUARDHOUSE).",
      "On the APPEARANCE CHART, row 6: ENCHANTER on 'COMPANY' (mission to CRAG1); SCHOLAR on 'LANCERS' (mission to INN); REVOLT on 'WOODFOLK'; CRONE on 'BASHKARS'.",
      'Continuing campaigns, set up now: WAR at GUARDHOUSE.',
      'Out of play this month: FOOD/ALE, SHAMAN, QUEST, RAID, PILLAGE, CONQUEST.',
      'Week 1 weather: Rain (storm) — 4 days, 6 phases a day.',
      'Days 1–3 are lost: the week is played on days 4–7.',
      'Today: month 1, FRESHET, week 1, day 4.',
    ]);
  });

  it('two dice make 2–12: 1 and 1 start in ICE, 6 and 6 in HALLOWEEN', () => {
    expect(startCalendar(forcedDice([1, 1, 1])).state.season).toBe(2);
    expect(startCalendar(forcedDice([6, 6, 1])).state.season).toBe(12);
  });

  it('a normal first week begins on day 1', () => {
    const { state, weather } = startCalendar(forcedDice([4, 4, 1]));
    expect(state).toMatchObject({ season: 8, week: 1, day: 1, weather: ['clear'] });
    expect(weather).toEqual({ week: 1, counter: 'clear', name: 'Warm', days: 7, phases: 4, skipped: [], summary: 'normal: 7 days, 4 phases a day' });
  });
});

describe('the weekly weather (SW-8, SW-9)', () => {
  it('one die 1–4 draws clear, showers, storm, special', () => {
    const dice = forcedDice([1, 2, 3, 4]);
    expect([drawWeather(dice), drawWeather(dice), drawWeather(dice), drawWeather(dice)]).toEqual(['clear', 'showers', 'storm', 'special']);
    expect(() => drawWeather(forcedDice([5]))).toThrow(DiceExhaustedError);
  });

  it("FRESHET's 'Rain' (storm) week has 4 days of 6 phases, played on days 4–7", () => {
    const rain = weatherOf(5, 'storm');
    expect([rain.name, rain.days, rain.phases]).toEqual(['Rain', 4, 6]);
    expect(playedDays(rain)).toEqual([4, 5, 6, 7]);
    expect(skippedDays(rain)).toEqual([1, 2, 3]);
    const s = calendarIn(5, 'storm');
    expect(s.day).toBe(4);
    expect(dayRules(s).phasesPerDay).toBe(6);
  });

  it('a short week loses its first days: 5 days play 3–7, 2 days play 6–7, a normal week 1–7', () => {
    expect(playedDays({ days: 5 })).toEqual([3, 4, 5, 6, 7]);
    expect(playedDays(weatherOf(3, 'special'))).toEqual([6, 7]); // SNOW's Blizzard
    expect(playedDays(weatherOf(5, 'clear'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('startOfWeek draws once; advanceDay refuses a week whose weather is not drawn', () => {
    const bare: CalendarState = { start: { dice: [2, 3], season: 5 }, month: 1, season: 5, week: 1, day: 1, weather: [], history: [] };
    expect(() => advanceDay(bare, forcedDice([1]))).toThrow(RuleError);
    expect(() => dayRules(bare)).toThrow(RuleError);
    const started = startOfWeek(bare, forcedDice([2]));
    expect(started.state).toMatchObject({ day: 3, weather: ['showers'] });
    expect(started.rolled).toEqual([2]);
    expect(startOfWeek(started.state, forcedDice([]))).toEqual({ state: started.state, rolled: [], lines: [] });
    expect(() => beginWeek(started.state, 'clear')).toThrow(RuleError);
  });
});

describe('moving through the month', () => {
  it('advancing through a whole 28-day month with forced weather draws skips the lost days of short weeks and starts the next season', () => {
    const { state: first } = startCalendar(forcedDice([2, 3, 3])); // FRESHET, week 1 Rain: days 4–7
    // Week 2 special (Flooding, 3 days), week 3 showers (Showers, 5 days), week 4 clear (Cool, normal); month 2 week 1 showers.
    const dice = forcedDice([4, 2, 1, 2]);
    const visited: string[] = [`${first.week}.${first.day}`];
    const weatherLines: string[] = [];
    let s = first;
    let newMonth;
    while (s.month === 1) {
      const step = advanceDay(s, dice);
      s = step.state;
      visited.push(`${s.week}.${s.day}`);
      if (step.weather) weatherLines.push(`${step.weather.week}: ${step.weather.name} ${step.weather.skipped.join(',')}`);
      if (step.newMonth) newMonth = step.newMonth;
    }
    expect(dice.remaining()).toBe(0);
    expect(visited).toEqual([
      '1.4', '1.5', '1.6', '1.7',
      '2.5', '2.6', '2.7',
      '3.3', '3.4', '3.5', '3.6', '3.7',
      '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7',
      '1.2',
    ]);
    expect(weatherLines).toEqual(['2: Flooding 1,2,3,4', '3: Showers 1,2', '4: Cool ', '1: Showers 1']);
    expect(s).toEqual({
      start: { dice: [2, 3], season: 5 },
      month: 2,
      season: 6,
      week: 1,
      day: 2,
      weather: ['showers'],
      history: [{ month: 1, season: 5, weather: ['storm', 'special', 'showers', 'clear'] }],
    });
    expect(newMonth).toMatchObject({ month: 2, season: 6, name: 'SPRING' });
    expect(dayRules(s)).toMatchObject({ seasonName: 'SPRING', weatherName: 'Showers', phasesPerDay: 5 });
  });

  it('reports a new month in lines to post', () => {
    const end = toDay(calendarIn(5, 'clear', 4, ['storm', 'special', 'showers']), 7);
    const step = advanceDay(end, forcedDice([2]));
    expect(step.rolled).toEqual([2]);
    expect(step.lines).toEqual([
      'Month 4 begins: 6. SPRING — Sprouts and blossoms bloom in milder weather.',
      'Mountains: 2 MOVE phases to enter.',
      '7th day: GOLD magic.',
      'SPRING: the campaign, mission and visitor counters for the month (SW-4).',
      "The table lost this season's set-up: the GM sets the counters up by hand (no counter is placed, taken out of play or ended by the engine).",
      'Week 1 weather: Showers (showers) — 6 days, 5 phases a day.',
      'Day 1 is lost: the week is played on days 2–7.',
      'Today: month 4, SPRING, week 1, day 2.',
    ]);
  });

  it('the month after 13 DESOLATE is 1 CHRISTMAS', () => {
    expect(nextSeason(13)).toBe(1);
    expect(nextSeason(12)).toBe(13);
    const end = toDay(calendarIn(13, 'clear', 4, ['clear', 'clear', 'clear']), 7);
    const step = advanceDay(end, forcedDice([1]));
    expect(step.state).toMatchObject({ month: 4, season: 1, week: 1, day: 1, weather: ['clear'] });
    expect(step.newMonth?.name).toBe('CHRISTMAS');
    expect(step.newMonth?.setUp.lost).toBeDefined();
  });

  it('a game begun in HALLOWEEN reaches CHRISTMAS in its third month (normal weeks: 28 days each)', () => {
    let s = startCalendar(forcedDice([6, 6, 1])).state;
    const dice = forcedDice([1, 1, 1, 1, 1, 1, 1, 1]);
    let days = 1;
    while (s.month < 3) {
      s = advanceDay(s, dice).state;
      days += 1;
    }
    expect(days).toBe(57); // day 57 is the first day of the third month
    expect(s).toMatchObject({ month: 3, season: 1, week: 1, day: 1 });
    expect(s.history.map((m) => m.season)).toEqual([12, 13]);
    expect(dice.remaining()).toBe(0);
  });

  it('the state is plain JSON, and a step replays exactly from the dice it reports', () => {
    const end = toDay(calendarIn(9, 'storm', 4, ['clear', 'special', 'showers']), 7);
    const step = advanceDay(end, forcedDice([3]));
    expect(JSON.parse(JSON.stringify(step.state))).toEqual(step.state);
    expect(advanceDay(JSON.parse(JSON.stringify(end)), forcedDice(step.rolled)).state).toEqual(step.state);
    expect(end.weather).toEqual(['clear', 'special', 'showers', 'storm']); // the input is not changed
  });
});

describe('the rules of the day', () => {
  it("Christmas's 'Icy Winds' fatigue 1*/day", () => {
    const r = dayRules(calendarIn(1, 'special'));
    expect(r).toMatchObject({ seasonName: 'CHRISTMAS', weatherName: 'Icy Winds', phasesPerDay: 4, toll: { kind: 'fatigue', count: 1, unit: 'asterisks' } });
    expect(r.toll?.clearing).toBeUndefined();
  });

  it("Swelter's 'Lightning Storm' wound 4 counters a day in mountain clearings only", () => {
    expect(dayRules(calendarIn(9, 'special')).toll).toEqual({ kind: 'wound', count: 4, unit: 'counters', clearing: 'mountain' });
    expect(dayRules(calendarIn(8, 'special')).toll).toEqual({ kind: 'fatigue', count: 1, unit: 'asterisks', clearing: 'woods' }); // Heat Wave
    expect(dayRules(calendarIn(2, 'special')).toll).toEqual({ kind: 'fatigue', count: 4, unit: 'asterisks' }); // Frigid Air
    expect(dayRules(calendarIn(9, 'clear')).toll).toBeUndefined();
  });

  it("Easter's 'Soft Ground' cannot HIDE, Halloween's 'Blowing Leaves' cannot PEER, Desolate's 'Early Snow' cannot HIDE", () => {
    expect(dayRules(calendarIn(4, 'special'))).toMatchObject({ weatherName: 'Soft Ground', bans: ['HIDE'], noHide: true, noPeer: false });
    expect(dayRules(calendarIn(12, 'special'))).toMatchObject({ weatherName: 'Blowing Leaves', bans: ['PEER'], noHide: false, noPeer: true });
    expect(dayRules(calendarIn(13, 'special'))).toMatchObject({ weatherName: 'Early Snow', bans: ['HIDE'], noHide: true, noPeer: false });
    expect(dayRules(calendarIn(4, 'clear'))).toMatchObject({ bans: [], noHide: false, noPeer: false });
  });

  it('bonus phases: Christmas\'s \'Flurries\' 1 and Ice\'s \'Ice Storm\' 2 in caves and dwellings; Swelter\'s \'Hot\' 1 in caves and mountains', () => {
    expect(dayRules(calendarIn(1, 'showers'))).toMatchObject({ weatherName: 'Flurries', phasesPerDay: 4, bonus: { count: 1, where: ['caves', 'dwellings'] } });
    expect(dayRules(calendarIn(2, 'showers'))).toMatchObject({ weatherName: 'Ice Storm', phasesPerDay: 4, bonus: { count: 2, where: ['caves', 'dwellings'] } });
    expect(dayRules(calendarIn(3, 'special'))).toMatchObject({ weatherName: 'Blizzard', phasesPerDay: 2, bonus: { count: 4, where: ['caves', 'dwellings'] } });
    expect(dayRules(calendarIn(9, 'clear'))).toMatchObject({ weatherName: 'Hot', bonus: { count: 1, where: ['caves', 'mountain'] } });
    expect(dayRules(calendarIn(5, 'storm')).bonus).toBeUndefined();
  });

  it('mountains cost the season: ICE and SNOW 4, EASTER 3, the rest 2 (CHRISTMAS by its reading)', () => {
    const costs = Array.from({ length: 13 }, (_, i) => dayRules(calendarIn(i + 1, 'clear')).mountainMovePhases);
    expect(costs).toEqual([2, 4, 4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('the 7th-day colour on the 7th day of each week; with seventh-day=month only in week 1; none in CHRISTMAS', () => {
    const week2 = toDay(calendarIn(2, 'clear', 2, ['clear']), 7);
    expect(dayRules(week2).seventhDay).toEqual({ text: 'BLACK', colours: ['black'] });
    expect(dayRules(week2, { seventhDay: 'month' }).seventhDay).toBeUndefined();
    expect(dayRules(toDay(calendarIn(2, 'clear'), 7), { seventhDay: 'month' }).seventhDay).toEqual({ text: 'BLACK', colours: ['black'] });
    expect(dayRules(toDay(calendarIn(2, 'clear'), 6)).seventhDay).toBeUndefined();
    expect(dayRules(toDay(calendarIn(7, 'clear'), 7)).seventhDay).toEqual({ text: 'All colors except WHITE', colours: ['grey', 'gold', 'purple', 'black'] });
    expect(dayRules(toDay(calendarIn(1, 'clear'), 7)).seventhDay).toBeUndefined();
  });
});

describe('the month card (calendarView)', () => {
  it('shows the weeks drawn so far, played, skipped, today and ahead, the 7th-day colour and the rules in force', () => {
    // FRESHET: week 1 Rain (days 4–7), week 2 Flooding (days 5–7), today week 2 day 6, Daylight.
    const s = toDay(calendarIn(5, 'special', 2, ['storm']), 6);
    const view = calendarView(s, 'daylight');
    expect(view.month).toBe(3);
    expect(view.season).toEqual({ number: 5, name: 'FRESHET', description: 'Flooding and mud as snows melt and cold rains run off', seventhDay: 'GREY', mountainCost: 2 });
    expect(view.today).toEqual({ week: 2, day: 6, phase: 'daylight' });
    const row = (w: number) => view.weeks[w - 1]!.days.map((d) => `${d.state}${d.colour ? `:${d.colour}` : ''}`).join(' ');
    expect(row(1)).toBe('skipped skipped skipped played played played played:GREY');
    expect(row(2)).toBe('skipped skipped skipped skipped played today ahead:GREY');
    expect(row(3)).toBe('unknown unknown unknown unknown unknown unknown unknown:GREY');
    expect(view.weeks.map((w) => w.weather)).toEqual([
      { counter: 'storm', name: 'Rain', summary: '4 days, 6 phases a day' },
      { counter: 'special', name: 'Flooding', summary: '3 days, 6 phases a day' },
      undefined,
      undefined,
    ]);
    expect(view.inForce).toEqual(['Flooding: 6 phases a day (2 in caves and for the Dwarf)', 'mountains: 2 MOVE phases to enter']);
  });

  it('lists bonus phases, tolls, bans and the colour of the day as short lines', () => {
    expect(calendarView(calendarIn(3, 'special')).inForce).toEqual([
      'Blizzard: 2 phases a day (2 in caves and for the Dwarf)',
      '+4 bonus phases/day in caves, dwellings',
      'mountains: 4 MOVE phases to enter',
    ]);
    expect(calendarView(calendarIn(8, 'special')).inForce).toContain('fatigue 1*/day in woods clearings');
    expect(calendarView(calendarIn(9, 'special')).inForce).toContain('wound 4 counters/day in mountain clearings');
    expect(calendarView(calendarIn(12, 'special')).inForce).toContain('cannot PEER');
    expect(calendarView(toDay(calendarIn(12, 'special'), 7)).inForce).toContain('7th day: All colors');
    expect(calendarView(toDay(calendarIn(4, 'special'), 7)).inForce).toEqual([
      'Soft Ground: 4 phases a day (2 in caves and for the Dwarf)',
      'cannot HIDE',
      'mountains: 3 MOVE phases to enter',
      '7th day: WHITE magic',
    ]);
  });

  it('CHRISTMAS has no 7th-day colour on the card; a week without weather shows unknown days', () => {
    const view = calendarView(calendarIn(1, 'clear'));
    expect(view.season).toEqual({ number: 1, name: 'CHRISTMAS', description: 'Light snow swirls across the frozen earth', mountainCost: 2 });
    expect(view.weeks.flatMap((w) => w.days).some((d) => d.colour)).toBe(false);
    const bare: CalendarState = { start: { dice: [2, 3], season: 5 }, month: 1, season: 5, week: 1, day: 1, weather: [], history: [] };
    const empty = calendarView(bare);
    expect(empty.weeks[0]!.days.map((d) => d.state)).toEqual(Array(7).fill('unknown'));
    expect(empty.inForce).toEqual(['weather: not drawn yet', 'mountains: 2 MOVE phases to enter', '7th day: GREY magic']);
  });
});

describe('the monthly set-up of counters (SW-4)', () => {
  it('FRESHET at the game start: dwellings, boxes in row 6, continuing campaigns set up, the rest out of play', () => {
    const setUp = monthlySetUp(5, { gameStart: true });
    expect(setUp.atDwellings.map((p) => [p.counter, p.place, p.missionTo])).toEqual([['ESCORT PARTY', 'CHAPEL', 'GUARDHOUSE']]);
    expect(setUp.inBoxes.map((p) => [p.counter, p.place, p.missionTo])).toEqual([
      ['ENCHANTER', 'COMPANY', 'CRAG1'],
      ['SCHOLAR', 'LANCERS', 'INN'],
      ['REVOLT', 'WOODFOLK', undefined],
      ['CRONE', 'BASHKARS', undefined],
    ]);
    expect(setUp.continuing.map((p) => `${p.counter} ${p.placeKind} ${p.place}`)).toEqual(['WAR dwelling GUARDHOUSE']);
    expect(setUp.endingCampaigns).toEqual([]);
    expect(setUp.outOfPlay).toEqual(['FOOD/ALE', 'SHAMAN', 'QUEST', 'RAID', 'PILLAGE', 'CONQUEST']);
  });

  it('in a game in progress continuing campaigns stay where they are and the others end', () => {
    expect(monthlySetUp(13).lines).toEqual([
      'DESOLATE: the campaign, mission and visitor counters for the month (SW-4).',
      "On the APPEARANCE CHART, row 6: SHAMAN on 'ALTAR'; CRONE on 'SHRINE'.",
      'Continuing campaigns stay where they are: QUEST.',
      'A campaign not listed as continuing ends now (2.343): WAR, REVOLT, RAID, PILLAGE, CONQUEST.',
      'Out of play this month: FOOD/ALE, ESCORT PARTY, SCHOLAR, ENCHANTER, WAR, REVOLT, RAID, PILLAGE, CONQUEST.',
    ]);
    const harvest = monthlySetUp(10);
    expect(harvest.atLocations.map((p) => p.text)).toEqual(['ENCHANTER at CRAG1 (mission to INN)']);
    expect(harvest.continuing.map((p) => p.counter)).toEqual(['CONQUEST', 'REVOLT', 'RAID', 'PILLAGE']);
    expect(harvest.endingCampaigns).toEqual(['QUEST', 'WAR']);
  });

  it('a season whose set-up the table lost places, removes and ends nothing: the GM sets it up', () => {
    for (const n of [1, 4, 6, 7, 9, 11, 12]) {
      const setUp = monthlySetUp(n);
      expect(setUp.lost).toMatch(/lost after its first heading/);
      expect([...setUp.atDwellings, ...setUp.atLocations, ...setUp.inBoxes, ...setUp.continuing]).toEqual([]);
      expect([...setUp.outOfPlay, ...setUp.endingCampaigns]).toEqual([]);
    }
  });
});
