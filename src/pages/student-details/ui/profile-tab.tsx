import type { StudentDetails } from '@/entities/student';
import { formatDateTime } from '@/shared/lib/date';
import { Badge } from '@/shared/ui/badge';
import { DetailList } from '@/shared/ui/detail-list';
import { Panel, PanelGrid } from '@/shared/ui/panel';

type Partner = { first_name: string; last_name: string; organisation: string | null } | null;
const partnerName = (partner: Partner) =>
  partner ? `${partner.first_name} ${partner.last_name}${partner.organisation ? ` (${partner.organisation})` : ''}` : null;

/** The staff's view of who the student is: contact, study plans and account, each a panel of facts. */
export function ProfileTab({ student: s }: { student: StudentDetails }) {
  return (
    <PanelGrid>
      <Panel title="Contact">
        <DetailList empty="Not given" items={[
          { term: 'Email', value: <a href={`mailto:${s.email}`}>{s.email}</a> },
          { term: 'Mobile', value: s.mobile },
          { term: 'City', value: s.city_name },
        ]} />
      </Panel>
      <Panel title="Study plans">
        <DetailList empty="Not chosen yet" items={[
          { term: 'Preferred country', value: s.preferred_country_name },
          { term: 'Preferred level', value: s.preferred_course_level_name },
          { term: 'AIS sections filled', value: `${s.ais_sections_filled} of 7` },
          { term: 'Applications', value: String(s.application_count) },
        ]} />
      </Panel>
      <Panel title="Account" wide>
        <DetailList empty="None" items={[
          { term: 'Status', value: s.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge> },
          { term: 'Agent', value: partnerName(s.agent) },
          { term: 'School counselor', value: partnerName(s.school_counselor) },
          { term: 'Registered', value: formatDateTime(s.created_at) },
        ]} />
      </Panel>
    </PanelGrid>
  );
}
