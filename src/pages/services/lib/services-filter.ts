import type { PortalComponents } from '@/shared/api';
import { formatMajorCurrency } from '@/shared/lib/number-format';

export type ServiceType = PortalComponents['schemas']['ServiceType'];
export type ServicesFilter = { serviceName: string | null; type: ServiceType | null };

const SERVICE_TYPES: readonly ServiceType[] = ['IELTS', 'application', 'visa', 'accommodation', 'automation', 'messages', 'emails'];

/**
 * The narrowing the address asks for: `service_name` (e.g. /services?service_name=IELTS) and `type`. A type the
 * contract does not know is ignored rather than sent (the server would refuse the whole call).
 */
export function readServicesFilter(search: string): ServicesFilter {
  const params = new URLSearchParams(search);
  const name = params.get('service_name')?.trim().slice(0, 100) || null;
  const rawType = params.get('type');
  const type = SERVICE_TYPES.find((t) => t.toLowerCase() === rawType?.toLowerCase()) ?? null;
  return { serviceName: name, type };
}

export function formatPrice(amount: number, currency: string): string {
  try {
    return formatMajorCurrency(amount, currency, amount % 1 === 0 ? 0 : 2);
  } catch {
    return `${currency} ${amount}`;
  }
}
