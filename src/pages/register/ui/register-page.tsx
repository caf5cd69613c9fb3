import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RateLimitNotice, rateLimitedUntil, useSecondsUntil, useSessionCommands } from '@/entities/session';
import { referenceDataQueries } from '@/entities/reference-data';
import { fieldErrorOf, isApiFailure } from '@/shared/api';
import { QueryProvider } from '@/shared/api/query';
import { sanitizeMobile } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/button';
import { Actions, FieldRow, Muted, Notice, PageHeading } from '@/shared/ui/page';
import { Select } from '@/shared/ui/select';
import { ErrorState } from '@/shared/ui/state';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { TextField } from '@/shared/ui/text-field';
import { referrerQuery, registerStudent, type Referral, type RegistrationBody } from '../api/register.queries';
import { referralFromSearch } from '../model/referral';
import { ReferrerCard } from './referrer-card';

type Fields = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  confirm: string;
  country: string;
  accept: boolean;
};
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9]{6,15}$/;

function validate(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.first_name.trim()) errors.first_name = 'Enter your first name.';
  if (!fields.last_name.trim()) errors.last_name = 'Enter your last name.';
  if (!EMAIL.test(fields.email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (!MOBILE.test(sanitizeMobile(fields.mobile))) errors.mobile = 'Enter a mobile number of 6 to 15 digits.';
  if (fields.password.length < 8) errors.password = 'Use at least 8 characters.';
  else if (fields.password !== fields.confirm) errors.confirm = 'The two passwords are not the same.';
  if (!fields.accept) errors.accept = 'Accept the terms and the privacy policy to create an account.';
  return errors;
}

function InvalidLink() {
  return (
    <ErrorState headingLevel={1} title="This registration link is not valid" action={<Link to="/register">Register without a referral</Link>}>
      <p>The partner in this link could not be found. Ask them for a new link, or register on your own.</p>
    </ErrorState>
  );
}

function RegisterForm({ referral }: { referral: Referral | null }) {
  const commands = useSessionCommands();
  const [fields, setFields] = useState<Fields>({
    first_name: '',
    last_name: '',
    email: '',
    mobile: '',
    password: '',
    confirm: '',
    country: '',
    accept: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // After a 429: when the server's wait is over; the form counts it down and waits for it.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitSeconds = useSecondsUntil(retryAt);
  const referrer = useQuery({ ...referrerQuery(referral ?? { kind: 'agent', userId: 1 }), enabled: referral !== null });
  const countries = useQuery({ ...referenceDataQueries.countries(), retry: false });

  const mutation = useMutation({
    mutationFn: (body: RegistrationBody) => registerStudent(body, referral),
    onSuccess: (result) => commands.registered(result),
    onError: (error) => {
      if (!isApiFailure(error)) {
        setFormError('Unipath could not be reached. Check your connection and try again.');
        return;
      }
      if (error.status === 409) {
        setErrors({ email: 'An account with this email already exists. Sign in, or reset your password.' });
        return;
      }
      if (error.status === 400) {
        const next: FieldErrors = {};
        for (const name of ['first_name', 'last_name', 'email', 'mobile', 'password'] as const) {
          const message = fieldErrorOf(error, name);
          if (message) next[name] = `Check this field: ${message}.`;
        }
        setErrors(next);
        setFormError(Object.keys(next).length ? null : 'Some details were not accepted. Check the form and try again.');
        return;
      }
      if (error.status === 429) {
        setRetryAt(rateLimitedUntil(error, Date.now()));
        return;
      }
      setFormError('Your account could not be created just now. Try again in a moment.');
    },
  });

  if (referral && referrer.isError && isApiFailure(referrer.error) && referrer.error.status === 404) return <InvalidLink />;

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => ({ ...current, [name]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitSeconds > 0) return;
    setFormError(null);
    setRetryAt(null);
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      email: fields.email.trim(),
      mobile: sanitizeMobile(fields.mobile),
      password: fields.password,
      accept_terms: true,
      ...(fields.country ? { preferred_country_id: Number(fields.country) } : {}),
    });
  };

  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.country_id), label: country.name }));

  return (
    <>
      <PageHeading title="Create your student account" lead="It takes a minute. You can add the rest of your profile later." />
      {referral ? <ReferrerCard referral={referral} profile={referrer.data} loading={referrer.isPending} /> : null}
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      {retryAt !== null ? <RateLimitNotice secondsLeft={waitSeconds} /> : null}
      <form onSubmit={handleSubmit} noValidate aria-label="Create your student account">
        <FieldRow>
          <TextField label="First name" name="first_name" autoComplete="given-name" required maxLength={80} value={fields.first_name} onChange={(e) => set('first_name', e.target.value)} error={errors.first_name} />
          <TextField label="Last name" name="last_name" autoComplete="family-name" required maxLength={80} value={fields.last_name} onChange={(e) => set('last_name', e.target.value)} error={errors.last_name} />
        </FieldRow>
        <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" required value={fields.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
        <TextField
          label="Mobile number"
          type="tel"
          name="mobile"
          autoComplete="tel"
          inputMode="tel"
          required
          hint="Indian numbers need no country code; others start with + and the country code."
          value={fields.mobile}
          onChange={(e) => set('mobile', e.target.value)}
          error={errors.mobile}
        />
        {countryOptions.length > 0 ? (
          <Select label="Where would you like to study?" placeholder="Choose a country (optional)" options={countryOptions} value={fields.country || undefined} onValueChange={(value) => set('country', value)} />
        ) : null}
        <FieldRow>
          <TextField label="Password" type="password" name="password" autoComplete="new-password" required hint="At least 8 characters." value={fields.password} onChange={(e) => set('password', e.target.value)} error={errors.password} />
          <TextField label="Confirm password" type="password" name="confirm" autoComplete="new-password" required value={fields.confirm} onChange={(e) => set('confirm', e.target.value)} error={errors.confirm} />
        </FieldRow>
        <CheckboxField
          name="accept"
          checked={fields.accept}
          onChange={(e) => set('accept', e.target.checked)}
          error={errors.accept}
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
