import type { FollowUp, Lead, LeadDetails, LeadUserRef, Stage } from '../model/lead.types';

/** The signed-in agent of the component tests (renderApp's demo user). */
export const leadOwnerFixture: LeadUserRef = { user_id: 41, first_name: 'Asha', last_name: 'Rao', user_type: 'agent' };

/** A lead as the server answers it, for component tests. */
export function leadFixture(overrides: Partial<Lead> & { lead_id: number }): Lead {
  return {
    first_name: `Lead${overrides.lead_id}`,
    last_name: 'Kumar',
    email: `lead${overrides.lead_id}@example.test`,
    mobile: '9876543210',
    country_id: null,
    country_name: null,
    course_level_id: null,
    course_level_name: null,
    intake: null,
    state_id: null,
    state_name: null,
    city_id: null,
    city_name: null,
    source_id: null,
    source_name: null,
    medium_id: null,
    medium_name: null,
    campaign_id: null,
    campaign_name: null,
    category_id: null,
    category_name: null,
    category_field_values: [],
    stage_id: 1,
    stage_name: 'New',
    sub_stage_id: null,
    sub_stage_name: null,
    is_counseled: false,
    owner: leadOwnerFixture,
    assigned_to: null,
    next_follow_up_at: null,
    reminder_at: null,
    reminder_note: null,
    notes: null,
    is_read: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    alternate_mobiles: [],
    score: 2,
    score_reason: 'New (+2)',
    re_enquiry_count: 0,
    last_enquiry_at: null,
    last_activity_at: null,
    first_contacted_at: '2026-11-20T10:20:00.000Z',
    speed_to_lead_minutes: 20,
    contact_overdue: false,
    student_user_id: null,
    ...overrides,
  };
}

/** One lead with its category fields and last follow-up, as GET /my-lead/single/{id} answers. */
export function leadDetailsFixture(overrides: Partial<LeadDetails> & { lead_id: number }): LeadDetails {
  return { ...leadFixture(overrides), category_fields: [], last_follow_up: null, ...overrides };
}

/** The pipeline of the tests: New → Contacted (sub-stages) → Counseled → Lost. */
export const stageFixtures: Stage[] = [
  { stage_id: 1, name: 'New', sort_order: 1, color: '#2563EB', is_counseled: false, is_closed: false, is_active: true },
  { stage_id: 2, name: 'Contacted', sort_order: 2, color: '#D97706', is_counseled: false, is_closed: false, is_active: true },
  { stage_id: 3, name: 'Counseled', sort_order: 3, color: '#059669', is_counseled: true, is_closed: false, is_active: true },
  { stage_id: 4, name: 'Lost', sort_order: 4, color: null, is_counseled: false, is_closed: true, is_active: true },
];

/** A follow-up as the server answers it (logged as done unless `due_at` and no `completed_at`). */
export function followUpFixture(overrides: Partial<FollowUp> & { follow_up_id: number; lead_id: number }): FollowUp {
  return {
    note: `Follow-up ${overrides.follow_up_id}`,
    channel: 'call',
    from_stage_id: null,
    from_stage_name: null,
    to_stage_id: null,
    to_stage_name: null,
    from_sub_stage_id: null,
    from_sub_stage_name: null,
    to_sub_stage_id: null,
    to_sub_stage_name: null,
    next_follow_up_at: null,
    created_by: leadOwnerFixture,
    created_at: '2026-11-21T09:00:00.000Z',
    due_at: null,
    outcome: null,
    outcome_note: null,
    completed_at: '2026-11-21T09:00:00.000Z',
    completed_by: leadOwnerFixture,
    ...overrides,
  };
}
