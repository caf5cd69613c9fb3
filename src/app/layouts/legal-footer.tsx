import { Link } from 'react-router';
import { BRAND_NAME } from '@/shared/config';

/** The footer of the full and public layouts: the copyright line and the three legal pages. */
export function LegalFooter({ className }: { className: string }) {
  return (
    <footer className={className}>
      <span>© {new Date().getFullYear()} {BRAND_NAME}</span>
      <Link to="/terms-and-conditions">Terms</Link>
      <Link to="/privacy-policy">Privacy</Link>
      <Link to="/cancellation-and-refund-policy">Refunds</Link>
    </footer>
  );
}
