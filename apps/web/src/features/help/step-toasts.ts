import type { HelpRequest } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import type { LiveEvent } from '@havhjaelp/common/live';
import type { ToastKind } from '../../lib/toasts';

/** What this browser already knows about the request a live event is about. */
export type KnownRequest = Pick<
  HelpRequest,
  'vesselName' | 'userName' | 'helperName' | 'userId' | 'helperId'
> & {
  /** Who made the newest offer, from the owner's list of offers. */
  newestOfferBy?: string;
};

export interface StepToast {
  kind: ToastKind;
  title: string;
  text: string;
  /** The call whose details the toast offers to open ('Se tilbud'). */
  opens?: string;
}

/** "★★★★☆ 4 af 5": the stars of a thank-you, with the number for those who do not see them. */
export function starsText(rating: number): string {
  const max = LIMITS.rating.max;
  const stars = Math.min(Math.max(Math.round(rating), 0), max);
  return `${'★'.repeat(stars)}${'☆'.repeat(max - stars)} ${stars} af ${max}`;
}

/**
 * The toast, if any, that a step of a call gives me: the owner hears of offers and of the helper's
 * progress, the accepted helper of being chosen, of the call's end and of a thank-you. Each step
 * is taken by the other person (SPEC.md's roles), so nobody is told of their own action.
 */
export function stepToast(
  event: LiveEvent,
  request: KnownRequest | undefined,
  myId: string,
): StepToast | undefined {
  if (event.action === 'help_thanks') {
    const { ownerName, message, rating } = event.data;
    return {
      kind: 'success',
      title: `Tak fra ${ownerName}`,
      text: `${message}\n${starsText(rating)}`,
    };
  }
  if (!request) return undefined;
  const mine = request.userId === myId;
  const helping = !mine && request.helperId === myId;
  const vessel = request.vesselName;
  const helper = request.helperName ?? 'Din hjælper';
  if (event.action === 'new_response') {
    if (!mine) return undefined;
    return {
      kind: 'info',
      title: 'Nyt tilbud om hjælp',
      text: request.newestOfferBy
        ? `${request.newestOfferBy} tilbyder at hjælpe ${vessel}.`
        : `Der er et nyt tilbud om hjælp til ${vessel}.`,
      opens: event.data.requestId,
    };
  }
  if (event.action !== 'status_updated') return undefined;
  switch (event.data.status) {
    case 'accepted':
      return helping
        ? {
            kind: 'success',
            title: 'Du er accepteret som hjælper',
            text: `${request.userName} har valgt dig til at hjælpe ${vessel}.`,
          }
        : undefined;
    case 'on_way':
      return mine
        ? { kind: 'info', title: 'Hjælperen er på vej', text: `${helper} er på vej til ${vessel}.` }
        : undefined;
    case 'arrived':
      return mine
        ? { kind: 'info', title: 'Hjælperen er fremme', text: `${helper} er fremme ved ${vessel}.` }
        : undefined;
    case 'resolved':
      return helping
        ? {
            kind: 'info',
            title: 'Kaldet er lukket',
            text: `${request.userName} har lukket kaldet for ${vessel}.`,
          }
        : undefined;
    case 'cancelled':
      return helping
        ? {
            kind: 'info',
            title: 'Kaldet er annulleret',
            text: `${request.userName} har annulleret kaldet for ${vessel}.`,
          }
        : undefined;
    default:
      return undefined;
  }
}
