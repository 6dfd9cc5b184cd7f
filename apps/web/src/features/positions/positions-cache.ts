import type { PartnerPosition, Positions } from '@havhjaelp/common/positions';

/** The other person's new fix from the live channel in place of the one shown for that call. */
export function withPartnerFix(positions: Positions, fix: PartnerPosition): Positions {
  const others = positions.partners.filter(
    (partner) => !(partner.requestId === fix.requestId && partner.userId === fix.userId),
  );
  return { ...positions, partners: [...others, fix] };
}

/** The call has ended (or lost its helper): its other person is no longer shown. */
export function withoutCall(positions: Positions, requestId: string): Positions {
  return {
    ...positions,
    partners: positions.partners.filter((partner) => partner.requestId !== requestId),
  };
}
