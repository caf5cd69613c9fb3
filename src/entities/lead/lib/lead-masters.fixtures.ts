import type { CategoryWithFields, LeadCountSummary, LeadSource, SubStage, TeamMember } from '../model/lead.types';

// The masters of the component tests: a small pipeline, a team, sources and one category with typed fields.

export const subStageFixtures: SubStage[] = [
  { sub_stage_id: 21, stage_id: 2, name: 'Call back', sort_order: 1, is_active: true },
  { sub_stage_id: 22, stage_id: 2, name: 'Not reachable', sort_order: 2, is_active: true },
];

export const teamFixtures: TeamMember[] = [
  { user_id: 41, first_name: 'Asha', last_name: 'Rao', email: 'agent@demo.unipath.test', user_type: 'agent', franchise_type: null, is_self: true },
  { user_id: 12, first_name: 'Anil', last_name: 'Kapoor', email: 'anil@demo.unipath.test', user_type: 'counselor', franchise_type: null, is_self: false },
];

export const sourceFixtures: LeadSource[] = [
  { source_id: 5, name: 'Website', is_active: true },
  { source_id: 6, name: 'Walk-in', is_active: true },
];

export const categoryFixtures: CategoryWithFields[] = [
  {
    category_id: 7,
    name: 'Postgraduate',
    description: null,
    user_types: ['agent'],
    field_count: 2,
    is_active: true,
    fields: [
      { field_id: 71, category_id: 7, label: 'Bachelor’s score', field_type: 'number', options: null, is_required: true, max_length: null, sort_order: 1 },
      {
        field_id: 72,
        category_id: 7,
        label: 'Funding',
        field_type: 'select',
        options: [
          { value: 'self', label: 'Self-funded' },
          { value: 'loan', label: 'Education loan' },
        ],
        is_required: false,
        max_length: null,
        sort_order: 2,
      },
    ],
  },
];

/** GET /my-lead/lead-count of the tests' book. */
export const leadCountFixture: LeadCountSummary = {
  total: 42,
  unread: 3,
  counseled: 9,
  reminders_due_today: 2,
  overdue_follow_ups: 1,
  by_stage: [
    { stage_id: 1, stage_name: 'New', count: 20, sub_stages: [] },
    { stage_id: 2, stage_name: 'Contacted', count: 13, sub_stages: [{ sub_stage_id: 21, sub_stage_name: 'Call back', count: 4 }] },
    { stage_id: 3, stage_name: 'Counseled', count: 9, sub_stages: [] },
    { stage_id: 4, stage_name: 'Lost', count: 0, sub_stages: [] },
  ],
};
