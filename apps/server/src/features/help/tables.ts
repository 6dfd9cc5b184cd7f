import type { HelpStatus, HelpType, Priority, ResponseStatus } from '@havhjaelp/common/help';

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
  /** The browser's key of the call, when it sent one: unique per owner. */
  client_key: string | null;
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

/** Help requests, their offers and the thank-yous. */
export interface HelpTables {
  help_requests: HelpRequestTable;
  help_responses: HelpResponseTable;
  testimonials: TestimonialTable;
}
