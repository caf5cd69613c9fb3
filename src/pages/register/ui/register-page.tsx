import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { registerStudentBody } from '@contract/forms';
import {
  emptyRegistrationFields,
  registrationFailure,
  toRegistrationBody,
  useRegisterStudent,
  validateRegistration,
  type Referral,
  type RegistrationErrors,
  type RegistrationFields,
} from '@/features/register-student';
import { RateLimitNotice, useSecondsUntil, useSessionCommands } from '@/entities/session';
import { referenceDataQueries } from '@/entities/reference-data';
import { isApiFailure } from '@/shared/api';
import { QueryProvider } from '@/shared/api/query';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Actions, FieldRow, Muted, Notice, PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { ErrorState } from '@/shared/ui/state';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { TextField } from '@/shared/ui/text-field';
import { ContactFields } from '@/shared/ui/contact-fields';
import { referrerQuery } from '../api/register.queries';
import { referralFromSearch } from '../model/referral';
import { ReferrerCard } from './referrer-card';

function InvalidLink() {
  return (
    <ErrorState headingLevel={1} title="This registration link is not valid" action={<Link to="/register">Register without a referral</Link>}>
      <p>The partner in this link could not be found. Ask them for a new link, or register on your own.</p>
    </ErrorState>
  );
}

function RegisterForm({ referral }: { referral: Referral | null }) {
  const commands = useSessionCommands();
  const form = useForm<RegistrationFields, keyof RegistrationErrors>(emptyRegistrationFields, {
    rules: registerStudentBody,
    names: { preferred_country_id: 'country' },
  });
  const { values: fields, text } = form;
  // After a 429: when the server's wait is over; the form counts it down and waits for it.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitSeconds = useSecondsUntil(retryAt);
  const referrer = useQuery({ ...referrerQuery(referral ?? { kind: 'agent', userId: 1 }), enabled: referral !== null });
  const countries = useQuery({ ...referenceDataQueries.countries(), retry: false });
  const mutation = useRegisterStudent(referral);

  if (referral && referrer.isError && isApiFailure(referrer.error) && referrer.error.status === 404) return <InvalidLink />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    setRetryAt(null);
    if (!form.check(validateRegistration(fields))) return;
    mutation.mutate(toRegistrationBody(fields), {
      onSuccess: (result) => commands.registered(result),
      onError: (error) => {
        const failure = registrationFailure(error, Date.now());
        form.refuse(failure);
        setRetryAt(failure.retryAt);
      },
    });
  };

  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.country_id), label: country.name }));

  return (
    <>
      <PageHeading title="Create your student account" lead="It takes a minute. You can add the rest of your profile later." />
      {referral ? <ReferrerCard referral={referral} profile={referrer.data} loading={referrer.isPending} /> : null}
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      {retryAt !== null ? <RateLimitNotice secondsLeft={waitSeconds} /> : null}
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label="Create your student account">
        <ContactFields text={text} own />
        {countryOptions.length > 0 ? (
          <SelectField spaced label="Where would you like to study?" emptyOption="Choose a country (optional)" options={countryOptions} value={fields.country} onChange={(event) => form.set('country', event.target.value)} />
        ) : null}
        <FieldRow>
          <TextField label="Password" type="password" autoComplete="new-password" required hint="At least 8 characters." {...text('password')} />
          <TextField label="Confirm password" type="password" autoComplete="new-password" required {...text('confirm')} />
        </FieldRow>
        <CheckboxField
          {...form.checkbox('accept')}
          label={
            <>
              I accept the <Link to="/terms-and-conditions" target="_blank">terms and conditions</Link> and the{' '}
              <Link to="/privacy-policy" target="_blank">privacy policy</Link>.
            </>
          }
        />
        <Button type="submit" block size="lg" busy={mutation.isPending} disabled={waitSeconds > 0}>
          {mutation.isPending ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <Actions>
        <Muted>
          Already have an account? <Link to="/">Sign in</Link>
        </Muted>
      </Actions>
    </>
  );
}

/** Registration: plain, through an agent's link or through a school counselor's link (`?agent_user_id=`, `?sc_user_id=`). */
export function RegisterPage() {
  const location = useLocation();
  const referral = referralFromSearch(location.search);
  if (referral === 'invalid') return <InvalidLink />;
  return (
    <QueryProvider>
      <RegisterForm key={location.search} referral={referral} />
    </QueryProvider>
  );
}
