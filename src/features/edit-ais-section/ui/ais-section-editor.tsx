import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { choiceLabel } from '@/entities/ais';
import { referenceDataQueries } from '@/entities/reference-data';
import { isApiFailure } from '@/shared/api';
import { serverErrorsOf, useFormFeedback } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { useSaveAisSection } from '../api/save-ais-section.mutation';
import { emptyEntry, optionsOf, toBodyItems, toEntries, validateSection, type Entry, type EntryErrors, type FieldSpec, type SectionSpec } from '../model/ais-sections';

function Field({ field, options, value, error, onChange, countries }: {
  field: FieldSpec; options: readonly string[]; value: string | boolean; error?: string; onChange: (value: string | boolean) => void; countries: { country_id: number; name: string }[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  let control;
  if (field.kind === 'checkbox') control = <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
  else if (field.kind === 'select' || field.kind === 'country')
    control = (
      <select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        {field.kind === 'country'
          ? countries.map((c) => <option key={c.country_id} value={String(c.country_id)}>{c.name}</option>)
          : options.map((o) => <option key={o} value={o}>{choiceLabel(o)}</option>)}
      </select>
    );
  else if (field.kind === 'textarea') control = <textarea {...common} rows={2} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  else control = <input {...common} type={field.kind === 'date' ? 'date' : field.kind === 'mobile' ? 'tel' : 'text'} value={String(value)} onChange={(e) => onChange(e.target.value)} />;
  return (
    <div style={{ display: 'grid', gap: '0.2rem' }}>
      <label htmlFor={id}>{field.label}</label>
      {control}
      {error ? <span id={errorId} style={{ color: 'var(--up-danger)' }}>{error}</span> : null}
    </div>
  );
}

/** One AIS section: its entries, add and remove, validated here and saved through its own call; edits survive a failed save. */
export function AisSectionEditor({ studentUserId, spec, items }: { studentUserId: number; spec: SectionSpec; items: readonly object[] }) {
  const [entries, setEntries] = useState<Entry[]>(() => toEntries(items, spec));
  const { formRef, errors, check, refuse, reset } = useFormFeedback<string>();
  const [saved, setSaved] = useState(false);
  const save = useSaveAisSection(studentUserId, spec);
  const countries = useQuery(referenceDataQueries.countries());

  const setValue = (index: number, name: string, value: string | boolean) => {
    setSaved(false);
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, [name]: value } : entry)));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(validateSection(entries, spec))) return;
    save.mutate(toBodyItems(entries, spec), {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        // Server field errors name `body/items/0/from_date`: show them on the field.
        const server: EntryErrors = {};
        for (const { path, message } of serverErrorsOf(error)) if (path[0] === 'items' && path.length >= 3) server[`${path[1]}.${path[2]}`] ??= message;
        refuse({ fields: server, form: null });
      },
    });
  };

  const failure = save.error ? (isApiFailure(save.error) && save.error.body?.message) || 'The section could not be saved. Your entries are kept; try again.' : null;
  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={spec.label}>
      {entries.length === 0 ? <p>Nothing entered. Add an entry, or save the section empty if this does not apply to you.</p> : null}
      {entries.map((entry, index) => (
        <fieldset key={index} style={{ display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', marginBottom: '1rem' }}>
          <legend>
            {spec.label} entry {index + 1}
          </legend>
          {spec.fields.map((field) => (
            <Field key={field.name} field={field} options={optionsOf(spec, field)} value={entry[field.name]} error={errors[`${index}.${field.name}`]} onChange={(v) => setValue(index, field.name, v)} countries={countries.data ?? []} />
          ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => { setSaved(false); setEntries((c) => c.filter((_, i) => i !== index)); reset(); }}>
              Remove entry {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {errorCount > 0 ? <Notice tone="danger">Check the {errorCount} highlighted field{errorCount === 1 ? '' : 's'}.</Notice> : null}
      {failure && errorCount === 0 ? <Notice tone="danger">{failure}</Notice> : null}
      {saved ? <Notice tone="success">{spec.label} saved.</Notice> : null}
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button variant="secondary" onClick={() => { setSaved(false); setEntries((c) => [...c, emptyEntry(spec)]); }}>
          Add {spec.label.toLowerCase()} entry
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save {spec.label.toLowerCase()}
        </Button>
      </div>
    </form>
  );
}
