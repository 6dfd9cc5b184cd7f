import { ROUTES } from '@havhjaelp/common/routes';

/** The profile's address of a vessel. */
export const vesselPath = (id: string) => ROUTES.vessel.replace(':id', encodeURIComponent(id));
