import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCampaignMap } from '../../src/render/campaign-map.js';
import { renderRealmSheet } from '../../src/render/realm-sheet.js';
import { renderBoard, renderTile } from '../../src/render/board.js';
import { board30, board30Public } from './board-fixtures.js';
import { bigMap, fullSheet, publicSheet, sampleMap } from './fixtures.js';

/**
 * `npx tsx tests/render/write-images.ts [dir]`: writes the sample pictures (default out/images) to look at by eye.
 */
const dir = process.argv[2] ?? 'out/images';
mkdirSync(dir, { recursive: true });

const publicView = sampleMap({ perspective: 'public' });
for (const h of publicView.hexes) {
  delete h.guard;
  if (h.base) delete h.base.fortification;
}

const pictures: [string, Buffer][] = [
  ['campaign-map-gm.png', await renderCampaignMap(sampleMap())],
  ['campaign-map-public.png', await renderCampaignMap(publicView)],
  ['campaign-map-40x40.png', await renderCampaignMap(bigMap(40))],
  ['realm-sheet-full.png', await renderRealmSheet(fullSheet())],
  ['realm-sheet-public.png', await renderRealmSheet(publicSheet())],
  ['board-gm.png', await renderBoard(board30())],
  ['board-public.png', await renderBoard(board30Public())],
  ['board-tile.png', await renderTile(board30(), 'B')],
];
for (const [name, png] of pictures) {
  writeFileSync(join(dir, name), png);
  console.log(join(dir, name), png.length, 'bytes');
}
