import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getLeadAssignmentRules } from '@contract/access';
import { leadMasterQueries } from '@/entities/lead';
import { useSession } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { AssignmentRulesDialog } from './assignment-rules-dialog.lazy';

/**
 * "Assignment rules" on the lead list, for the roles getLeadAssignmentRules' x-access allows (the generated access
 * map); of the franchise partners only a master sets a rule (an area franchise works under its master's, and the
 * server refuses it), which the caller's own entry in the team says.
 */
export function AssignmentRulesButton() {
  const role = useSession().user?.user_type;
  const allowed = role !== undefined && (getLeadAssignmentRules.roles as readonly string[]).includes(role);
  const team = useQuery({ ...leadMasterQueries.teamMembers(), enabled: allowed && role === 'franchise' });
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  if (role === 'franchise' && team.data?.find((member) => member.is_self)?.franchise_type !== 'master') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Assignment rules
      </Button>
      <AssignmentRulesDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
