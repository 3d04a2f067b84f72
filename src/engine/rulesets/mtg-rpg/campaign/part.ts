import { definePart } from '../../../core/part.js';
import { wordsReadingOld } from '../old-words.js';
import { campaignEventForWords } from './old-logs.js';
import { handCampaignOver } from './hand-over.js';
import { CAMPAIGN_ACTIONS } from './actions.js';
import { campaignViewFor } from './view.js';
import { realmOrdersWaiting } from './waiting.js';
import type { CampaignView } from './view-types.js';
import { decideCampaign } from './decide.js';
import { CAMPAIGN_EVENT_WORDS, type CampaignEventPayloads } from './events.js';
import { applyCampaignEvent } from './evolve.js';

/**
 * The realm campaign (issue 4): control sheets, secret orders, campaign turns. Its log lines reach only those who
 * may see each event (the log filters first); its undo words are public: a sheet is named, never its figures. The
 * part's pieces: actions.ts, events.ts (payloads and words), decide.ts (a handler per action), evolve.ts, view.ts,
 * waiting.ts, old-logs.ts; turn.ts resolves a turn, orders.ts checks the orders.
 */
export const campaignPart = definePart<typeof CAMPAIGN_ACTIONS, CampaignEventPayloads, CampaignView>({
  id: 'campaign',
  actions: CAMPAIGN_ACTIONS,
  decide: decideCampaign,
  evolve: applyCampaignEvent,
  handOver: handCampaignOver,
  viewFor: campaignViewFor,
  waitingOn: realmOrdersWaiting,
  events: wordsReadingOld(CAMPAIGN_EVENT_WORDS, campaignEventForWords),
});
