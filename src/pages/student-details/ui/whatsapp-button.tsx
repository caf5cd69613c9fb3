import { lazy, Suspense, useRef, useState } from 'react';
import { sendStudentWhatsAppMessage as whatsAppAccess, mayCall } from '@contract/access';
import { useSession } from '@/entities/session';
import type { WhatsAppStudentDialogProps } from '@/features/whatsapp-student';
import { buttonClassName } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';

// The form (its rules, words and the template list) loads when someone first opens it.
const WhatsAppStudentDialog = lazy(() => import('@/features/whatsapp-student').then((m) => ({ default: m.WhatsAppStudentDialog })));

/**
 * "WhatsApp" on a student's page, for the roles sendStudentWhatsAppMessage's x-access allows (the generated access
 * map); closing the form puts the focus back on the button.
 */
export function WhatsAppButton({ student }: { student: WhatsAppStudentDialogProps['student'] }) {
  const role = useSession().user?.user_type;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so Radix sees it close.
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!mayCall(whatsAppAccess, role)) return null;
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        WhatsApp
      </button>
      {wanted ? (
        <Suspense fallback={open ? <Spinner label="Opening the form" /> : null}>
          <WhatsAppStudentDialog open={open} onOpenChange={handleOpenChange} student={student} />
        </Suspense>
      ) : null}
    </>
  );
}
