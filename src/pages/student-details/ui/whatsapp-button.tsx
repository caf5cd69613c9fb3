import { useRef, useState } from 'react';
import { sendStudentWhatsAppMessage as whatsAppAccess } from '@contract/access';
import { useSession } from '@/entities/session';
import { WhatsAppStudentDialog, type WhatsAppStudentDialogProps } from '@/features/whatsapp-student';
import { buttonClassName } from '@/shared/ui/button';

/**
 * "WhatsApp" on a student's page, for the roles sendStudentWhatsAppMessage's x-access allows (the generated access
 * map); the form loads when it first opens, and closing it puts the focus back on the button.
 */
export function WhatsAppButton({ student }: { student: WhatsAppStudentDialogProps['student'] }) {
  const role = useSession().user?.user_type;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (role === undefined || !(whatsAppAccess.roles as readonly string[]).includes(role)) return null;
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <button ref={opener} type="button" className={buttonClassName('secondary')} onClick={() => setOpen(true)}>
        WhatsApp
      </button>
      <WhatsAppStudentDialog open={open} onOpenChange={handleOpenChange} student={student} />
    </>
  );
}
