import type { ChatType } from '@havhjaelp/common/chats';
import type { HelpStatus, HelpType, Priority, ResponseStatus } from '@havhjaelp/common/help';
import type { FuelType, HullMaterial, VesselType } from '@havhjaelp/common/vessels';

/** Table types for Kysely. Ids are UUID text and times ISO-8601 UTC text, so the same SQL runs on SQLite and PostgreSQL. */
export interface SupportMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
}

export interface UserTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  password_changed_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  boat_name: string;
  boat_type: string;
  birth_date: string;
  vhf_channel: string;
  call_sign: string;
  /** 0 or 1: SQLite cannot bind booleans, so both databases store an integer. */
  test_gps_enabled: number;
  test_gps_latitude: number | null;
  test_gps_longitude: number | null;
  created_at: string;
  /** 0 or 1: the operator's `npm run admin -- grant` makes an account the admin (test-GPS tool). */
  is_admin: number;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginHistoryTable {
  id: string;
  user_id: string;
  created_at: string;
  ip: string;
  /** 0 or 1, as test_gps_enabled. */
  success: number;
}

/**
 * Failed password checks (login, and the checks of a logged-in session) in the current series, per
 * subject (an account id, or a hash of an unknown login name) and client address.
 */
export interface PasswordFailureTable {
  subject: string;
  address: string;
  failures: number;
  last_failed_at: string;
}

export interface HelpRequestTable {
  id: string;
  user_id: string | null;
  vessel_name: string;
  type: HelpType;
  priority: Priority;
  description: string;
  status: HelpStatus;
  lat: number;
  lng: number;
  search_radius_nm: number;
  helper_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface HelpResponseTable {
  id: string;
  request_id: string;
  user_id: string;
  message: string;
  estimated_arrival: string | null;
  status: ResponseStatus;
  created_at: string;
}

export interface ChatMessageTable {
  id: string;
  /** As in chat_reads: the feature whose chat it is. */
  chat_type: ChatType;
  chat_id: string;
  user_id: string;
  message: string;
  created_at: string;
}

export interface TestimonialTable {
  id: string;
  request_id: string;
  from_user_id: string | null;
  to_user_id: string | null;
  message: string;
  rating: number;
  /** 0 or 1, as test_gps_enabled. */
  is_public: number;
  created_at: string;
}

export interface ChatReadTable {
  user_id: string;
  /** 'help' (chat_id is the request id); 'direct' joins with friends. */
  chat_type: ChatType;
  chat_id: string;
  last_read_at: string;
  last_read_id: string;
}

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

export interface Database {
  support_messages: SupportMessageTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  login_history: LoginHistoryTable;
  password_failures: PasswordFailureTable;
  help_requests: HelpRequestTable;
  help_responses: HelpResponseTable;
  chat_messages: ChatMessageTable;
  testimonials: TestimonialTable;
  chat_reads: ChatReadTable;
  vessels: VesselTable;
}
