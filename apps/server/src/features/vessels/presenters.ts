import type { LiveShip, Vessel, VesselFields } from '@havhjaelp/common/vessels';
import { searchText } from '@havhjaelp/common/search-fold';
import type { VesselTable } from './tables';
import type { VesselRow } from './repository';
import { vesselImageSrc } from './images';

/** Who looks: the vessel's owner, or anyone else (a member or a visitor). */
export type VesselViewer = 'owner' | 'other';

export function toVessel(row: VesselRow, viewer: VesselViewer, live?: LiveShip | null): Vessel {
  const vessel: Vessel = {
    id: row.id,
    name: row.name,
    vessel_type: row.vessel_type,
    length: row.length,
    width: row.width,
    draft: row.draft,
    vessel_year: row.vessel_year,
    vessel_make: row.vessel_make,
    vessel_model: row.vessel_model,
    hull_material: row.hull_material,
    engine_type: row.engine_type,
    engine_power: row.engine_power,
    fuel_type: row.fuel_type,
    max_speed: row.max_speed,
    cruising_speed: row.cruising_speed,
    registration_number: row.registration_number,
    home_port: row.home_port,
    mmsi: row.mmsi,
    call_sign: row.call_sign,
    description: row.description,
    public_profile: row.public_profile === 1,
    vessel_image: row.vessel_image,
    vessel_image_src: vesselImageSrc(row.id, row.vessel_image),
    owner_username: row.owner_username,
    // The username, to everyone: SPEC.md's privacy text says a name is never shown publicly, and
    // the owner sees the same card as others do.
    owner_display_name: row.owner_username,
    // Accounts have no picture yet; the field is SPEC.md's and stays empty until they do.
    owner_profile_image: null,
    is_own: viewer === 'owner',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (live !== undefined) vessel.live = live;
  if (viewer !== 'owner') return vessel;
  return {
    ...vessel,
    insurance_company: row.insurance_company,
    insurance_policy_number: row.insurance_policy_number,
    insurance_expiry_date: row.insurance_expiry_date,
  };
}

/** The stored columns of validated fields, with the folded search text written beside them. */
export function toColumns(fields: VesselFields, updatedAt: string) {
  return {
    ...fields,
    public_profile: fields.public_profile ? 1 : 0,
    search_text: searchText([
      fields.name,
      fields.home_port,
      fields.vessel_make,
      fields.vessel_model,
      fields.mmsi,
      fields.call_sign,
    ]),
    updated_at: updatedAt,
  } satisfies Omit<VesselTable, 'id' | 'user_id' | 'created_at'>;
}
