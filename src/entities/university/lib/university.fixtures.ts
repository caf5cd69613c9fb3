import type { UniversityDetailV2, UniversityFacts, UniversityUpdate, UniversityUspGroup } from '../model/university';

/** A university's facts as the server answers them, for component tests. */
export function universityFactsFixture(overrides: Partial<UniversityFacts> = {}): UniversityFacts {
  return {
    university_id: 7,
    name: 'Maple University',
    logo_url: null,
    type: 'public',
    established_year: 1887,
    ranking: 120,
    website: 'https://maple.example.edu/',
    description: 'A research university on the lake shore.',
    country_id: 2,
    country_name: 'Canada',
    state_name: 'Ontario',
    city_id: 11,
    city_name: 'Toronto',
    focused: false,
    ...overrides,
  };
}

export function universityUpdateFixture(overrides: Partial<UniversityUpdate> & { update_id: number }): UniversityUpdate {
  return {
    university_id: 7,
    university_name: 'Maple University',
    title: `Update ${overrides.update_id}`,
    body: 'The September intake is open.',
    link: null,
    created_at: '2026-03-02T10:00:00Z',
    created_by: null,
    ...overrides,
  };
}

/** The whole university page as the signed-in call (v2) answers it. */
export function universityPageFixture(overrides: Partial<UniversityDetailV2> = {}): UniversityDetailV2 {
  const university = overrides.university ?? universityFactsFixture();
  return {
    university,
    usps: [
      { usp_id: 1, text: 'Co-op placements in every programme' },
      { usp_id: 2, text: 'Three intakes a year' },
    ],
    info: {
      university_id: university.university_id,
      intakes: ['Jan', 'May', 'Sep'],
      fees: { currency: 'CAD', tuition_min: 18000, tuition_max: 42000, tuition_usd_min: 13000, tuition_usd_max: 31000, application_fee: 100 },
      living_cost_yearly: 15000,
      accommodation_note: 'Residence halls guarantee a room in the first year.',
    },
    course_levels: [
      { course_level_id: 2, name: 'Undergraduate', count: 40 },
      { course_level_id: 3, name: 'Postgraduate', count: 25 },
    ],
    sur: {
      university_id: university.university_id,
      scholarships: [
        {
          scholarship_id: 1, name: 'Entrance award', amount: 5000, amount_text: 'CAD 5,000 in the first year', currency: 'CAD',
          course_level_id: null, eligibility: '80% or more in the last qualification', deadline: '2026-06-30',
        },
      ],
      requirements: [
        {
          course_level_id: 3, course_level_name: 'Postgraduate', backlogs_allowed: 5, notes: 'A four-year bachelor degree.',
          requirements: { ielts_overall: 6.5, ielts_min_band: 6, toefl_total: 90, pte_overall: 60, duolingo: 115, percentage: 65, gap_years_allowed: 3 },
        },
      ],
    },
    updates: [universityUpdateFixture({ update_id: 1, title: 'September intake open' })],
    ...overrides,
  };
}

export function uspGroupFixture(overrides: Partial<UniversityUspGroup> & { university_id: number }): UniversityUspGroup {
  return {
    name: `University ${overrides.university_id}`,
    country_name: 'Canada',
    logo_url: null,
    focused: false,
    usps: [{ usp_id: overrides.university_id * 10, text: 'Paid internships' }],
    ...overrides,
  };
}
