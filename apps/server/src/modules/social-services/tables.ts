import type { Generated } from 'kysely';

/** Row shapes of migration 0002 for this module (listed in db/schema.ts `Database`). */
export interface ServiceProjectsTable {
  id: Generated<number>;
  category: string;
  title: string;
  title_en: Generated<string>;
  summary: string;
  summary_en: Generated<string>;
  description: string;
  eligibility: Generated<string>;
  provider: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  schedule: Generated<string>;
  capacity: number;
  remaining: number;
  contact_phone: string;
  cover: Generated<string>;
  featured: Generated<number>;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
  /** English texts (migration 0026); empty means "answer in Chinese". */
  description_en: Generated<string>;
  eligibility_en: Generated<string>;
  provider_en: Generated<string>;
  schedule_en: Generated<string>;
}

export interface ServiceApplicationsTable {
  id: Generated<number>;
  project_id: number;
  applicant_id: number;
  applicant_name: string;
  served_type: string;
  served_name: string;
  served_relation: Generated<string>;
  served_phone: Generated<string>;
  description: string;
  preferred_date: string;
  preferred_slot: string;
  contact_phone: string;
  attachments: Generated<string>;
  status: string;
  scheduled_date: string | null;
  scheduled_time: string | null;
  rating: number | null;
  rating_comment: Generated<string>;
  rated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ServiceApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_id: number | null;
  actor_name: string;
  actor_role: string;
  note: Generated<string>;
  created_at: string;
}

export interface ServicePersonsTable {
  id: Generated<number>;
  name: string;
  sex: Generated<string>;
  birth_date: string;
  id_card: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  guardian_name: Generated<string>;
  guardian_phone: Generated<string>;
  guardian_relation: Generated<string>;
  tags: Generated<string>;
  user_id: number | null;
  remark: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** The responsible social worker (migration 0019). */
  caseworker_id: number | null;
}

/** A device that watches over a person (migration 0019): its alarms concern them. */
export interface ServicePersonDevicesTable {
  device_id: number;
  person_id: number;
  created_at: string;
}

export interface ServiceRecordsTable {
  id: Generated<number>;
  person_id: number;
  kind: string;
  category: string;
  project_id: number | null;
  worker_id: number;
  worker_name: string;
  service_date: string;
  duration_minutes: number;
  content: string;
  outcome: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  location_address: string | null;
  check_in_at: string | null;
  photos: Generated<string>;
  follow_up_method: string | null;
  next_follow_up_date: string | null;
  created_at: string;
}

export interface ServiceGroupsTable {
  id: Generated<number>;
  kind: string;
  name: string;
  name_en: Generated<string>;
  summary: string;
  description: Generated<string>;
  cover: Generated<string>;
  address: Generated<string>;
  longitude: number | null;
  latitude: number | null;
  leader: Generated<string>;
  contact_phone: string;
  services: Generated<string>;
  member_count: Generated<number>;
  status: Generated<string>;
  created_at: string;
  /** English texts (migration 0026); `services_en` is a JSON list like `services`. */
  summary_en: Generated<string>;
  description_en: Generated<string>;
  services_en: Generated<string>;
}

export interface ServiceGroupApplicationsTable {
  id: Generated<number>;
  kind: string;
  group_id: number | null;
  user_id: number;
  contact_name: string;
  contact_phone: string;
  content: string;
  skill: Generated<string>;
  available_time: Generated<string>;
  status: Generated<string>;
  review_note: Generated<string>;
  reviewer_name: Generated<string>;
  reviewed_at: string | null;
  created_at: string;
}

export interface MembershipsTable {
  user_id: number;
  member_no: string;
  real_name: string;
  phone: string;
  id_card: string;
  activated_at: string;
}
