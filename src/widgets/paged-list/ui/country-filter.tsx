import { useQuery } from '@tanstack/react-query';
import { referenceDataQueries } from '@/entities/reference-data';
import { IdSelectField, type IdSelectFieldProps } from '@/shared/ui/select-field';

export type CountryFilterProps = Omit<IdSelectFieldProps, 'label' | 'options'> & { label?: string };

/**
 * A list's filter by country ("All countries" unless told otherwise), from the app-wide list loaded once for the
 * visit. It lives with the list block, not the reference-data entity: the app shell loads that entity, and a select
 * there would weigh on every page.
 */
export function CountryFilter({ label = 'Country', emptyOption = 'All countries', ...rest }: CountryFilterProps) {
  const countries = useQuery(referenceDataQueries.countries());
  const options = (countries.data ?? []).map((country) => ({ value: String(country.country_id), label: country.name }));
  return <IdSelectField {...rest} label={label} emptyOption={emptyOption} options={options} />;
}
