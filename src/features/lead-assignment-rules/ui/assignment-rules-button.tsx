import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getLeadAssignmentRules, mayCall } from '@contract/access';
import { leadMasterQueries } from '@/entities/lead';
import { useSession } from '@/entities/session';
import { buttonClassName } from '@/shared/ui/button';
import { AssignmentRulesDialog } from './assignment-rules-dialog.lazy';

/**
 * "Assignment rules" on the lead list, for the roles getLeadAssignmentRules' x-access allows (the generated access
 * map); of the franchise partners only a master sets a rule (an area franchise works under its master's, and the
 * server refuses it), which the caller's own entry in the team says.
 */
export function AssignmentRulesButton() {
  const role = useSession().user?.user_type;
  const allowed = mayCall(getLeadAssignmentRules, role);
  const team = useQuery({ ...leadMasterQueries.teamMembers(), enabled: allowed && role === 'franchise' });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing puts the focus back on the button (the dialog is mounted after its code loads, so it does not know it).
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => opener.current?.focus());
  };
  if (!allowed) return null;
  if (role === 'franchise' && team.data?.find((member) => member.is_self)?.franchise_type !== 'master') return null;
  return (
    <>
      <button ref={opener} type="button" className={buttonClassName('secondary')} onClick={() => setOpen(true)}>
        Assignment rules
      </button>
      <AssignmentRulesDialog open={open} onOpenChange={handleOpenChange} />
    </>
  );
}
