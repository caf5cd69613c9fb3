import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { saveBankBody } from '@contract/forms';
import { invoiceProfileQueries, type BankAccount } from '@/entities/invoice';
import { useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { Notice } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useSaveBank } from '../api/invoice-profile.mutations';
import { bankFailure, bankFieldsOf, toBankBody, validateBank, type BankFields } from '../model/bank-form';
import * as styles from './invoice-profile.css';

const ACCOUNT_TYPES = [
  { value: 'savings', label: 'Savings' },
  { value: 'current', label: 'Current' },
] as const;

function BankForm({ bank, first, onDone }: { bank: BankAccount | null; first: boolean; onDone: (message: string) => void }) {
  const form = useForm<BankFields>(() => bankFieldsOf(bank, first), { rules: saveBankBody });
  const { text, errors } = form;
  const save = useSaveBank();
  const name = bank ? `Change ${bank.bank_name} account` : 'New bank account';
  const handleSubmit = form.submitWith(validateBank, (fields) =>
    save.mutate(toBankBody(fields, bank?.bank_id), {
      onSuccess: (saved) => onDone(`${saved.bank_name} account ${bank ? 'changed' : 'added'}.`),
      onError: (error) => form.refuse(bankFailure(error)),
    }),
  );
  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate aria-label={name}>
      {form.formError ? <Notice tone="danger">{form.formError}</Notice> : null}
      <TextField label="Account holder" autoComplete="name" {...text('account_holder_name')} />
      <TextField label="Bank" {...text('bank_name')} />
      <TextField label="Account number or IBAN" hint={bank?.account_number_masked ? 'Enter the full number again to change the account.' : undefined} autoComplete="off" {...text('account_number')} />
      <SelectField
        label="Account type (optional)"
        emptyOption="Not given"
        options={ACCOUNT_TYPES}
        value={form.values.account_type}
        onChange={(event) => form.set('account_type', ACCOUNT_TYPES.find((type) => type.value === event.target.value)?.value ?? '')}
        error={errors.account_type}
        className={styles.spaced}
      />
      <TextField label="IFSC (Indian accounts)" autoCapitalize="characters" {...text('ifsc_code')} />
      <TextField label="SWIFT/BIC (accounts abroad)" autoCapitalize="characters" {...text('swift_code')} />
      <TextField label="Branch (optional)" {...text('branch')} />
      <TextField label="Country code" hint="Two letters, e.g. IN." autoCapitalize="characters" {...text('country_code')} />
      <TextField label="Currency" hint="Three letters, e.g. INR." autoCapitalize="characters" {...text('currency')} />
      <CheckboxField label="Primary account (commission is paid to it)" {...form.checkbox('is_primary')} />
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          Save bank account
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone('')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const codesOf = (bank: BankAccount) => [bank.ifsc_code && `IFSC ${bank.ifsc_code}`, bank.swift_code && `SWIFT ${bank.swift_code}`, bank.branch].filter(Boolean).join(' · ');

/** One account of the list, with its Change button while no form is open (`onChange` given). */
function BankItem({ bank, onChange }: { bank: BankAccount; onChange?: () => void }) {
  return (
    <li className={styles.bank}>
      <p className={styles.bankTitle}>
        {bank.bank_name} · {bank.account_number}
        {bank.is_primary ? ' · Primary' : ''}
      </p>
      <p className={styles.meta}>
        {bank.account_holder_name} · {codesOf(bank)} · {bank.country_code} · {bank.currency}
      </p>
      {onChange ? (
        <Button variant="secondary" size="sm" onClick={onChange} aria-label={`Change ${bank.bank_name} ${bank.account_number}`}>
          Change
        </Button>
      ) : null}
    </li>
  );
}

/** An agent's or franchise's payout bank accounts (listBanks/saveBank): the list, add one, change one. */
export function BanksSection() {
  const banks = useQuery(invoiceProfileQueries.banks());
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [done, setDone] = useState('');
  const finish = (message: string) => {
    setEditing(null);
    setDone(message);
  };
  const items = banks.data?.items ?? [];
  return (
    <>
      <QueryState query={banks} what="your bank accounts" isEmpty={(data) => data.items.length === 0} empty="No bank account yet: add the one your commission is paid to.">
        {(data) => (
          <ul className={styles.banks} aria-label="Your bank accounts">
            {data.items.map((bank) => (
              <BankItem key={bank.bank_id} bank={bank} onChange={editing === null ? () => setEditing(bank) : undefined} />
            ))}
          </ul>
        )}
      </QueryState>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {editing !== null ? (
        <BankForm key={editing === 'new' ? 'new' : editing.bank_id} bank={editing === 'new' ? null : editing} first={items.length === 0} onDone={finish} />
      ) : banks.isSuccess ? (
        <Button
          variant="secondary"
          onClick={() => {
            setDone('');
            setEditing('new');
          }}
        >
          Add a bank account
        </Button>
      ) : null}
    </>
  );
}
