import type { FuelType, HullMaterial, VesselType } from '@havhjaelp/common/vessels';

export interface VesselTable {
  id: string;
  user_id: string;
  name: string;
  vessel_type: VesselType;
  /** Metres. */
  length: number | null;
  width: number | null;
  draft: number | null;
  vessel_year: number | null;
  vessel_make: string;
  vessel_model: string;
  hull_material: HullMaterial | null;
  engine_type: string;
  /** HP. */
  engine_power: number | null;
  fuel_type: FuelType | null;
  /** Knots. */
  max_speed: number | null;
  cruising_speed: number | null;
  registration_number: string;
  home_port: string;
  /** Nine digits as text, or null. */
  mmsi: string | null;
  call_sign: string;
  description: string;
  /** 0 or 1, as test_gps_enabled. */
  public_profile: number;
  vessel_image: string | null;
  insurance_company: string;
  insurance_policy_number: string;
  /** YYYY-MM-DD. */
  insurance_expiry_date: string | null;
  /** The searchable fields folded both ways, one per line (common/search-fold.ts). */
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** Vessel profiles. */
export interface VesselsTables {
  vessels: VesselTable;
}
