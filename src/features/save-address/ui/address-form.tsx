import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { referenceDataQueries } from '@/entities/reference-data';
import type { PortalComponents } from '@/shared/api';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import { useSaveAddress } from '../api/save-address.mutation';

type Address = PortalComponents['schemas']['Address'];
const POSTAL = /^[A-Za-z0-9 -]{3,10}$/;

/** The student's address: required line, country, city and postal code; what was typed survives a failed save. */
export function AddressForm({ address }: { address: Address | null }) {
  const countries = useQuery(referenceDataQueries.countries());
  const [line1, setLine1] = useState(address?.address_line1 ?? '');
  const [line2, setLine2] = useState(address?.address_line2 ?? '');
  const [countryId, setCountryId] = useState(address ? String(address.country_id) : '');
  const [city, setCity] = useState(address?.city_name ?? '');
  const [postal, setPostal] = useState(address?.postal_code ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAddress();
  const countryFieldId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!line1.trim()) next.line1 = 'Enter the first line of your address.';
    if (!countryId) next.country = 'Choose your country.';
    if (!city.trim()) next.city = 'Enter your city.';
    if (!POSTAL.test(postal.trim())) next.postal = 'Enter a postal code of 3 to 10 letters or digits.';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate({
      address_line1: line1.trim(),
      ...(line2.trim() ? { address_line2: line2.trim() } : {}),
      country_id: Number(countryId),
      city_name: city.trim(),
      postal_code: postal.trim(),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Address">
      <TextField label="Address line 1" value={line1} onChange={(e) => setLine1(e.target.value)} error={errors.line1} autoComplete="address-line1" />
      <TextField label="Address line 2 (optional)" value={line2} onChange={(e) => setLine2(e.target.value)} autoComplete="address-line2" />
      <div style={{ display: 'grid', gap: '0.25rem', marginBottom: '1rem' }}>
        <label htmlFor={countryFieldId}>Country</label>
        <select id={countryFieldId} value={countryId} onChange={(e) => setCountryId(e.target.value)} aria-invalid={errors.country ? true : undefined}>
          <option value="">Choose…</option>
          {(countries.data ?? []).map((c) => (
            <option key={c.country_id} value={c.country_id}>{c.name}</option>
          ))}
        </select>
        {errors.country ? <span role="alert">{errors.country}</span> : null}
      </div>
      <TextField label="City" value={city} onChange={(e) => setCity(e.target.value)} error={errors.city} autoComplete="address-level2" />
      <TextField label="Postal code" value={postal} onChange={(e) => setPostal(e.target.value)} error={errors.postal} autoComplete="postal-code" />
      {save.isError ? <Notice tone="danger">{(isApiFailure(save.error) && save.error.body?.message) || 'The address could not be saved. Try again.'}</Notice> : null}
      {save.isSuccess ? <Notice tone="success">Address saved.</Notice> : null}
      <Button type="submit" busy={save.isPending}>Save address</Button>
    </form>
  );
}
