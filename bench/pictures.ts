import { performance } from 'node:perf_hooks';

/**
 * Pictures (issue 26): every picture the bot makes, rendered to PNG, beside the PNG encode of its own finished pixels
 * — the same picture put on a canvas and encoded by the same encoder (render/draw/png.ts: the rows read on the event
 * loop, deflated on the thread pool). A flat fill deflates almost for nothing, so it flatters nothing; the picture's
 * own pixels are what every render must at least pay to encode. The aim: drawing costs no more than encoding, each
 * picture ≤ 2× its own encode. Renders and references are timed in turn, sample by sample, so a busy machine slows
 * both alike; CPU is the process's (thread pool included).
 */

export interface PictureCase {
  label: string;
  render: () => Promise<Buffer>;
  samples: number;
}

export interface PictureFigures {
  label: string;
  width: number;
  height: number;
  bytes: number;
  render: { wall: number; cpu: number };
  encode: { wall: number; cpu: number };
  /** Render CPU over encode CPU (the aim: ≤ 2). */
  ratio: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const t = performance.now();
  const c = process.cpuUsage();
  await fn();
  const u = process.cpuUsage(c);
  return { wall: performance.now() - t, cpu: (u.user + u.system) / 1000 };
}

/** The pictures of the bench, each with the views the tests draw (tests/render/*fixtures.ts). */
export async function pictureCases(): Promise<PictureCase[]> {
  const p = await import('../src/render/pictures.js');
  const { bigMap, fullSheet, sampleMap } = await import('../tests/render/fixtures.js');
  const { midsummerView } = await import('../tests/render/calendar-fixtures.js');
  const { board30 } = await import('../tests/render/board-fixtures.js');
  const { battered, duelView, meleeRound, sarinView } = await import('../tests/render/sheet-fixtures.js');
  const view = board30();
  // The board as play redraws it: between two pictures one character has moved (from Tristar to Oak Woods and back),
  // so the picture is never the one before it; its base and last picture are kept (draw/layer-cache.ts).
  const mover = view.pieces.find((piece) => piece.kind === 'character')!;
  const moved = { ...view, pieces: view.pieces.map((piece) => (piece === mover ? { ...piece, tile: 'OW', clearing: 4 } : piece)) };
  // Every picture changes a little between one render and the next, as play changes it (drawing the same picture
  // again would flatter the kept bases and PNG bands): a number, a mark, a title.
  let n = 0;
  const flip = <T>(a: T, b: T) => (n++ % 2 ? b : a);
  const card = battered();
  const melee = meleeRound();
  const missed = { ...melee, sheets: melee.sheets.map((x, i) => (i === 0 ? { ...x, attack: { ...x.attack!, mark: 'miss' as const } } : x)) };
  const wizard = sarinView();
  const duel = duelView();
  const realm = fullSheet();
  const map = sampleMap();
  const nextTurn = { ...sampleMap({ turn: 4 }) };
  const guardMoved = nextTurn.hexes.find((h) => h.guard && !h.base);
  if (guardMoved) delete guardMoved.guard;
  const big = bigMap(40);
  // Midsummer's week 2 on day 6, then on day 7.
  const dayBefore = midsummerView();
  dayBefore.today = { ...dayBefore.today!, day: 6 };
  dayBefore.weeks[1] = { ...dayBefore.weeks[1]!, days: dayBefore.weeks[1]!.days.map((x) => ({ ...x, state: x.day < 6 ? ('played' as const) : x.day === 6 ? ('today' as const) : ('ahead' as const) })) };
  return [
    { label: `board, 30 tiles, ${view.pieces.length} pieces, one moved each time`, render: () => p.renderBoard(flip(view, moved)), samples: 30 },
    { label: 'board close-up of one tile', render: () => p.renderTile(flip(view, moved), 'B'), samples: 40 },
    { label: 'character card, his gold changing', render: () => p.renderCharacterCard(flip(card, { ...card, gold: 24 })), samples: 40 },
    { label: 'melee round, a mark changing', render: () => p.renderMelee(flip(melee, missed)), samples: 40 },
    { label: 'wizard sheet, his life changing', render: () => p.renderWizardSheet(flip(wizard, { ...wizard, sheet: { ...wizard.sheet!, damage: 3 } })), samples: 40 },
    { label: 'duel, a life bar changing', render: () => p.renderDuel(flip(duel, { ...duel, life: { ...duel.life, bob: 10 } })), samples: 40 },
    { label: 'calendar card, the day before and the day', render: () => p.renderCalendar(flip(dayBefore, midsummerView())), samples: 40 },
    { label: 'realm sheet, its treasury changing', render: () => p.renderRealmSheet(flip(realm, { ...realm, treasury: 126000 })), samples: 40 },
    { label: 'campaign map 12×10, the next turn (title, a guard gone)', render: () => p.renderCampaignMap(flip(map, nextTurn)), samples: 40 },
    { label: 'campaign map 40×40, the next turn', render: () => p.renderCampaignMap(flip(big, { ...big, turn: big.turn + 1 })), samples: 10 },
  ];
}

/** One picture's render against the encode of its own pixels, interleaved, medians. */
export async function benchPicture(c: PictureCase): Promise<PictureFigures> {
  const { createDrawing, encodePng } = await import('../src/render/draw/canvas.js');
  const { loadImage } = await import('@napi-rs/canvas');
  const first = await c.render();
  const image = await loadImage(first);
  const own = createDrawing(image.width, image.height);
  own.ctx.drawImage(image, 0, 0);
  for (let i = 0; i < 3; i++) {
    await c.render();
    await encodePng(own);
  }
  const render: { wall: number; cpu: number }[] = [];
  const encode: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < c.samples; i++) {
    render.push(await timed(c.render));
    encode.push(await timed(() => encodePng(own)));
  }
  const m = (xs: { wall: number; cpu: number }[]) => ({ wall: median(xs.map((x) => x.wall)), cpu: median(xs.map((x) => x.cpu)) });
  const r = m(render);
  const e = m(encode);
  return { label: c.label, width: image.width, height: image.height, bytes: first.length, render: r, encode: e, ratio: r.cpu / e.cpu };
}

export async function benchPictures(filter?: RegExp): Promise<PictureFigures[]> {
  const out: PictureFigures[] = [];
  const f = (n: number) => `${n.toFixed(1)} ms`;
  for (const c of await pictureCases()) {
    if (filter && !filter.test(c.label)) continue;
    const x = await benchPicture(c);
    out.push(x);
    console.log(
      `picture: ${x.label} (${x.width}×${x.height} px, ${Math.round(x.bytes / 1024)} KB): render ${f(x.render.wall)} (CPU ${f(x.render.cpu)});  ` +
        `its own pixels encoded ${f(x.encode.wall)} (CPU ${f(x.encode.cpu)});  ratio ${x.ratio.toFixed(2)}× CPU, ${(x.render.wall / x.encode.wall).toFixed(2)}× wall (aim: ≤ 2×)`,
    );
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPictures(process.argv[2] ? new RegExp(process.argv[2]) : undefined);
