import { useMutation } from '@tanstack/react-query';
import { sendStudentWhatsAppMessage, type StudentWhatsAppBody } from '@/entities/student';

/** Queues one WhatsApp message to a student (POST /common/whats-app-msg) under the form's Idempotency-Key. */
export function useWhatsAppStudent() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StudentWhatsAppBody; idempotencyKey: string }) => sendStudentWhatsAppMessage(body, idempotencyKey),
  });
}
