import type { LatLng } from '@havhjaelp/common/geo';
import type { HelpStatus, HelpType, Priority } from '@havhjaelp/common/help';
import { slot } from '../../slots';

/** What web push must know of a call to choose whom to tell and what; offered by help. */
export interface CallFacts {
  id: string;
  /** Null once the owner's account is gone. */
  ownerId: string | null;
  helperId: string | null;
  priority: Priority;
  type: HelpType;
  status: HelpStatus;
  /** The call's own position, for the distance to each receiver; never sent on. */
  position: LatLng;
  boatName: string;
}

export interface CallFactsSource {
  factsOf(callId: string): Promise<CallFacts | undefined>;
}

export const CALL_FACTS = slot<CallFactsSource>('call facts');
