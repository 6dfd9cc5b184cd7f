import type { QueryClient } from '@tanstack/react-query';

/** A link in a logged-in boater's ship popup, offered by another feature (the vessel's profile). */
export interface ShipPopupAction {
  order: number;
  label: string;
  /**
   * Where it leads for the ship `mmsi`, or undefined while that is not known (the popup asks
   * again each time it refreshes) or there is nowhere to go.
   */
  link(mmsi: number, queryClient: QueryClient): string | undefined;
}

declare module '../../lib/feature-face' {
  interface FeatureSlots {
    shipPopupActions?: readonly ShipPopupAction[];
  }
}
