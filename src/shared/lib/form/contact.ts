import { applyTransforms } from './transforms';

/** A person's name, email and mobile as a form holds them (a student registering, staff creating a student's account). */
export type Contact = { first_name: string; last_name: string; email: string; mobile: string };

export const emptyContact: Contact = { first_name: '', last_name: '', email: '', mobile: '' };

/** The contract's rules on them in a form's words: "your" for the person themself, "the" for someone else. */
export const contactTexts = (whose: 'your' | 'the') => ({
  first_name: { required: `Enter ${whose} first name.` },
  last_name: { required: `Enter ${whose} last name.` },
  email: { required: 'Enter an email address like name@example.com.' },
  mobile: 'Enter a mobile number of 6 to 15 digits.',
});

/** As a body sends them: names and email trimmed, the mobile through the spec's sanitiser. */
export function toContact(fields: Contact): Contact {
  const typed = applyTransforms(fields, { first_name: 'trim', last_name: 'trim', email: 'trim', mobile: 'mobile' });
  return { first_name: typed.first_name, last_name: typed.last_name, email: typed.email, mobile: typed.mobile };
}
