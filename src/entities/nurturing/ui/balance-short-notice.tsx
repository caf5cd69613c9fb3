import { Notice } from '@/shared/ui/page';
import { creditsText } from '../model/nurturing.types';

export type BalanceShortNoticeProps = {
  /** The most a bulk action may charge, once known. */
  cost: number | undefined;
  /** The caller's balance, once loaded. */
  balance: number | undefined;
  /** What the balance may not cover: "every lead", "this broadcast". */
  covering: string;
  /** For whom the cost is: "all 2", "3 recipients". */
  forWhom: string;
  /** What happens when the balance does not cover it: "nothing is sent or charged". */
  otherwise: string;
};

/** A warning, before a bulk action is sent, that the balance may fall short of its cost; nothing while it covers it. */
export function BalanceShortNotice({ cost, balance, covering, forWhom, otherwise }: BalanceShortNoticeProps) {
  if (cost === undefined || balance === undefined || balance >= cost) return null;
  return (
    <Notice tone="warning">
      Your balance may not cover {covering}: {creditsText(cost)} for {forWhom}, {creditsText(balance)} available. If it does not, {otherwise}.
    </Notice>
  );
}
