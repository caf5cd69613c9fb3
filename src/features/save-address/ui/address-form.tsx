import { useQuery } from '@tanstack/react-query';
import { saveUserAddressBody } from '@contract/forms';
import { referenceDataQueries } from '@/entities/reference-data';
import type { PortalComponents } from '@/shared/api';
import { isApiFailure } from '@/shared/api';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useSaveAddress } from '../api/save-address.mutation';
import * as styles from './address-form.css';
import { addressFailure, toAddressBody, validateAddress, type AddressFields } from '../model/address-form';

type Address = PortalComponents['schemas']['Address'];

const fieldsOf = (address: Address | null): AddressFields => ({
  address_line1: address?.address_line1 ?? '',
  address_line2: address?.address_line2 ?? '',
  country_id: address ? String(address.country_id) : '',
  city_name: address?.city_name ?? '',
  postal_code: address?.postal_code ?? '',
});

/** The student's address: required line, country, city and postal code; what was typed survives a failed save. */
export function AddressForm({ address }: { address: Address | null }) {
  const countries = useQuery(referenceDataQueries.countries());
  const form = useForm<AddressFields>(() => fieldsOf(address), { rules: saveUserAddressBody });
  const { text, errors } = form;
  const save = useSaveAddress();

  const handleSubmit = form.submitWith(validateAddress, (fields) =>
    save.mutate(toAddressBody(fields), { onError: (error) => form.refuse({ fields: addressFailure(error), form: null }) }),
  );

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Address">
      <TextField label="Address line 1" autoComplete="address-line1" {...text('address_line1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" {...text('address_line2')} />
      <SelectField label="Country" name="country_id" emptyOption="Choose…" options={(countries.data ?? []).map((c) => ({ value: String(c.country_id), label: c.name }))}
        value={form.values.country_id} onChange={text('country_id').onChange} error={errors.country_id} className={styles.spaced} />
      <TextField label="City" autoComplete="address-level2" {...text('city_name')} />
      <TextField label="Postal code" autoComplete="postal-code" {...text('postal_code')} />
      {save.isError ? <Notice tone="danger">{(isApiFailure(save.error) && save.error.body?.message) || 'The address could not be saved. Try again.'}</Notice> : null}
      {save.isSuccess ? <Notice tone="success">Address saved.</Notice> : null}
      <Button type="submit" busy={save.isPending}>Save address</Button>
    </form>
  );
}
