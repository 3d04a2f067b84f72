/**
 * The picture renderers load lazily (src/render/pictures.ts: a reply holds the promise of its PNG, awaited when it is
 * sent). A test that dispatches commands without sending their replies leaves those loads under way; awaiting the
 * same modules before the file's teardown lets them finish inside the test environment.
 */
export async function picturesLoaded(): Promise<void> {
  await Promise.all([
    import('../../src/render/board.js'),
    import('../../src/render/calendar.js'),
    import('../../src/render/campaign-map.js'),
    import('../../src/render/character-card.js'),
    import('../../src/render/realm-sheet.js'),
  ]);
}
