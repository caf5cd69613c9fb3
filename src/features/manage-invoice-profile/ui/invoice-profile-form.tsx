import { useQuery } from '@tanstack/react-query';
import { saveInvoiceProfileBody } from '@contract/forms';
import { invoiceProfileQueries, type InvoiceProfile } from '@/entities/invoice';
import { referenceDataQueries } from '@/entities/reference-data';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useSaveInvoiceProfile } from '../api/invoice-profile.mutations';
import { profileFailure, profileFieldsOf, toProfileBody, validateProfile, type ProfileFields } from '../model/invoice-profile-form';
import * as styles from './invoice-profile.css';

function ProfileForm({ profile, business }: { profile: InvoiceProfile | null; business: boolean }) {
  const countries = useQuery(referenceDataQueries.countries());
  const form = useForm<ProfileFields>(() => profileFieldsOf(profile), { rules: saveInvoiceProfileBody });
  const { text, errors } = form;
  const save = useSaveInvoiceProfile();
  const handleSubmit = form.submitWith(validateProfile, (fields) => save.mutate(toProfileBody(fields), { onError: (error) => form.refuse(profileFailure(error)) }));
  const name = business ? 'Business invoice profile' : 'Invoice profile';

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label={name}>
      {business && !profile?.gstin && !save.isSuccess ? (
        <Notice tone="warning">Invoices cannot be issued until the business profile is saved with its GSTIN and state code.</Notice>
      ) : null}
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      <TextField label={business ? 'Legal name of the business' : 'Legal name'} autoComplete="organization" {...text('legal_name')} />
      <TextField label="GSTIN (optional)" hint="15 characters; its first two digits are the state code." autoCapitalize="characters" {...text('gstin')} />
      <TextField label="GST state code (optional)" hint="Two digits, e.g. 07 Delhi, 27 Maharashtra. Needed with a GSTIN." inputMode="numeric" {...text('state_code')} />
      <TextField label="PAN (optional)" hint={business ? undefined : 'Without a PAN, TDS on commission is 20 % instead of 2 %.'} autoCapitalize="characters" {...text('pan')} />
      <TextField label="Address line 1" autoComplete="address-line1" {...text('address_line1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" {...text('address_line2')} />
      <TextField label="City" autoComplete="address-level2" {...text('city_name')} />
      <SelectField
        label="Country"
        name="country_id"
        emptyOption="Choose…"
        options={(countries.data ?? []).map((c) => ({ value: String(c.country_id), label: c.name }))}
        value={form.values.country_id}
        onChange={text('country_id').onChange}
        error={errors.country_id}
        className={styles.spaced}
      />
      <TextField label="Postal code" autoComplete="postal-code" {...text('postal_code')} />
      <TextField label="Billing e-mail" type="email" autoComplete="email" {...text('billing_email')} />
      {save.isSuccess ? <Notice tone="success">{name} saved. New invoices print it.</Notice> : null}
      <Button type="submit" busy={save.isPending}>
        Save {business ? 'business profile' : 'invoice profile'}
      </Button>
    </form>
  );
}

/**
 * The caller's invoice profile (getInvoiceProfile/saveInvoiceProfile). For accounts it is the business's: the
 * supplier printed on every invoice, without which issuing is refused.
 */
export function InvoiceProfileSection({ business }: { business: boolean }) {
  const profile = useQuery(invoiceProfileQueries.profile());
  return (
    <QueryState query={profile} what="the invoice profile" isEmpty={() => false} empty="">
      {(data) => <ProfileForm profile={data} business={business} />}
    </QueryState>
  );
}
