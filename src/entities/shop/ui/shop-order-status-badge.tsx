import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { ORDER_STATUS_LABEL, type ShopOrderStatus } from '../model/shop.types';

const TONE: Record<ShopOrderStatus, BadgeTone> = { placed: 'info', processing: 'warning', delivered: 'success', cancelled: 'neutral', refunded: 'danger' };

/** An order's status as a word on its tint. */
export function ShopOrderStatusBadge({ status }: { status: ShopOrderStatus }) {
  return <Badge tone={TONE[status]}>{ORDER_STATUS_LABEL[status]}</Badge>;
}
