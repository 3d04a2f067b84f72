/**
 * The pictures the commands send, loaded on first use: the drawing kit brings the canvas library (a native module)
 * and the fonts, which a start-up, or a command that draws nothing, should not pay for. Each returns the PNG.
 */
import type { BoardView } from '../engine/rulesets/magic-realm/board/view-types.js';
import type { CalendarView } from '../engine/rulesets/magic-realm/calendar/view-types.js';
import type { CharacterCard } from '../engine/rulesets/magic-realm/characters/view-types.js';
import type { MapView, RealmSheetView } from '../engine/rulesets/mtg-rpg/campaign/view-types.js';

/**
 * Loads the drawing kit and registers the fonts ahead of the first picture (issue 26): the native canvas module's
 * load is synchronous (about 0.1 s, more on a busy machine), so a bot connected to Discord pays it once at start,
 * in the background, instead of on the first command that draws.
 */
export async function warmPictures(): Promise<void> {
  const { registerFonts } = await import('./draw/fonts.js');
  registerFonts();
  await Promise.all([import('./board.js'), import('./calendar.js'), import('./melee.js'), import('./character-card.js')]);
}

export const renderBoard = async (view: BoardView): Promise<Buffer> => (await import('./board.js')).renderBoard(view);
export const renderTile = async (view: BoardView, code: string): Promise<Buffer> => (await import('./board.js')).renderTile(view, code);
export const renderCalendar = async (view: CalendarView): Promise<Buffer> => (await import('./calendar.js')).renderCalendar(view);
export const renderCampaignMap = async (view: MapView): Promise<Buffer> => (await import('./campaign-map.js')).renderCampaignMap(view);
export const renderCharacterCard = async (card: CharacterCard): Promise<Buffer> => (await import('./character-card.js')).renderCharacterCard(card);
export const renderRealmSheet = async (view: RealmSheetView): Promise<Buffer> => (await import('./realm-sheet.js')).renderRealmSheet(view);
export const renderMelee = async (round: { clearing: string; round: number; sheets: readonly import('../engine/rulesets/magic-realm/combat/view-types.js').MeleeSheet[] }): Promise<Buffer> => (await import('./melee.js')).renderMelee(round);
export const renderDuel = async (view: import('../engine/rulesets/mtg-rpg/duels/part.js').DuelView): Promise<Buffer> => (await import('./duel.js')).renderDuel(view);
export const renderWizardSheet = async (view: import('../engine/rulesets/mtg-rpg/wizards/part.js').WizardView): Promise<Buffer> => (await import('./wizard-sheet.js')).renderWizardSheet(view);
