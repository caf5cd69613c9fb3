import { useNavigate } from 'react-router';
import type { CommissionTerm } from '@/entities/commission';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { useClaimTerm } from '../api/claim.mutation';

type Props = {
  term: Pick<CommissionTerm, 'sa_mapper_id' | 'term'>;
  /** Says why the server refused (the census date, a claim already open, a withdrawal). */
  onRefused: (message: string) => void;
  /** Names the term for assistive technology ("term 1 at Demo University"). */
  label: string;
};

/**
 * "Claim your share" of one commission term (createPartnerInvoice): a draft invoice for the caller's plan share of the
 * term, whose page opens next, where the partner raises it to accounts. The amount is the ledger's, never typed.
 */
export function ClaimTermButton({ term, onRefused, label }: Props) {
  const claim = useClaimTerm();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      aria-label={`Claim your share of ${label}`}
      busy={claim.isPending}
      onClick={() =>
        claim.mutate(
          { sa_mapper_id: term.sa_mapper_id, term: term.term },
          {
            onSuccess: (draft) => void navigate(`/manual-invoice/${draft.inv_id}`),
            onError: (error) => onRefused(isApiFailure(error) ? error.message : 'The claim could not be sent. Check your connection and try again.'),
          },
        )
      }
    >
      Claim your share
    </Button>
  );
}
