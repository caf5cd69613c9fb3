import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceProfileQueries, type InvoiceProfileBody } from '@/entities/invoice';
import type { BankBody } from '../model/bank-form';
import { fileBody, portalApi, unwrap } from '@/shared/api';

/** Saves the caller's invoice profile (for accounts: the business's, the supplier on every invoice). */
export function useSaveInvoiceProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvoiceProfileBody) => unwrap(await portalApi.POST('/common/invoice-profile', { body })).data,
    onSuccess: (profile) => client.setQueryData(invoiceProfileQueries.profile().queryKey, profile),
  });
}

/** Adds a payout bank account, or changes one (`bank_id`). */
export function useSaveBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BankBody) => unwrap(await portalApi.POST('/common/banks/save', { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceProfileQueries.banks().queryKey }),
  });
}

/** Uploads the caller's signature image (PNG or JPEG, at most 1 MB; the server checks the bytes). */
export function useUploadSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => unwrap(await portalApi.POST('/common/banks/upload_signature', fileBody(file))).data,
    onSuccess: (signature) => client.setQueryData(invoiceProfileQueries.mySignature().queryKey, signature),
  });
}
