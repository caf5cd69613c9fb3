import { useQuery } from '@tanstack/react-query';
import { IdSelectField, type IdSelectFieldProps } from '@/shared/ui/select-field';
import { referenceDataQueries } from '../api/reference-data.queries';

export type CountrySelectProps = Omit<IdSelectFieldProps, 'label' | 'options'> & { label?: string };

/** A filter by country ("All countries" unless told otherwise), from the app-wide list loaded once for the visit. */
export function CountrySelect({ label = 'Country', emptyOption = 'All countries', ...rest }: CountrySelectProps) {
  const countries = useQuery(referenceDataQueries.countries());
  const options = (countries.data ?? []).map((country) => ({ value: String(country.country_id), label: country.name }));
  return <IdSelectField {...rest} label={label} emptyOption={emptyOption} options={options} />;
}
