import { LegalDocument, type LegalSection } from './legal-document';

const CONTACT = 'support@unipath.example';

const TERMS: LegalSection[] = [
  {
    id: 'about',
    heading: 'Who we are and what these terms cover',
    body: (
      <p>
        Unipath is a study-abroad consulting service. These terms govern your use of the Unipath portal, whether you are a student, a
        partner (agent or franchise), a school counselor or a member of our staff. By creating an account or signing in you agree to
        them. If you use Unipath for an organisation, you accept them on its behalf.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <>
        <p>
          Give true, current details when you register and keep them up to date. Keep your password to yourself; you are responsible
          for what happens under your account. Tell us at once at {CONTACT} if you think someone else has used it.
        </p>
        <p>You must be at least 16 years old to hold an account; a parent or guardian must agree for a student under 18.</p>
      </>
    ),
  },
  {
    id: 'services',
    heading: 'Our services',
    body: (
      <p>
        We help you search universities and courses, prepare and submit applications, and follow them through to a decision and a visa.
        Universities, scholarship bodies and visa authorities make their own decisions: we advise and represent you with care, but we
        cannot promise an offer, a scholarship or a visa.
      </p>
    ),
  },
  {
    id: 'your-content',
    heading: 'Documents and information you upload',
    body: (
      <p>
        You keep the rights to the documents you upload. You allow us to store them and to share them with the universities, agents and
        authorities your applications need. Upload only genuine documents: submitting false or altered documents ends your account and
        may be reported to the institution concerned.
      </p>
    ),
  },
  {
    id: 'payments',
    heading: 'Fees and payments',
    body: (
      <p>
        Service fees are shown before you pay and include the applicable taxes. Payments are handled by our payment providers; we never
        see or store your full card number. Refunds follow our cancellation and refund policy.
      </p>
    ),
  },
  {
    id: 'partners',
    heading: 'Partners and school counselors',
    body: (
      <p>
        Agents, franchise partners and school counselors act for the students linked to them only with those students’ consent, keep
        their information confidential and follow the partner agreement they signed with us. Commissions are governed by that agreement.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <p>
        Do not misuse the portal: no attempts to reach accounts or data that are not yours, no automated scraping, no spam through the
        messaging tools, and nothing unlawful, abusive or misleading in chats, tasks or campaigns.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        We provide the portal with reasonable skill and care. We are not liable for decisions of third parties, or for losses you could
        not reasonably have expected when you agreed to these terms. Nothing here limits liability that the law does not allow us to
        limit.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms; we will tell you of important changes in the portal or by email before they apply. Questions:
        {' '}{CONTACT}. These terms are governed by the laws of India, and the courts of Bengaluru have jurisdiction.
      </p>
    ),
  },
];

const PRIVACY: LegalSection[] = [
  {
    id: 'data-we-collect',
    heading: 'The data we collect',
    body: (
      <ul>
        <li>Account details: name, email, mobile number and password (stored only as a secure hash).</li>
        <li>Your study profile: education, test scores, work history, travel and visa history, family details you provide.</li>
        <li>Documents you upload for applications and visas.</li>
        <li>Usage data: pages visited and time spent, device and browser, approximate location when your browser allows it.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <p>
        To provide our services (recommendations, applications, visas, payments), to keep your account secure, to improve the portal,
        and — only if you agree — to send you news about courses and events. We do not sell your personal data.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <p>
        The universities you apply to; the agent, franchise partner or school counselor linked to your account; our staff assigned to
        you; visa and scholarship bodies when you ask us to apply; and service providers that work for us under contract (hosting,
        email, messaging, payments), only for that work.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use one secure cookie to keep you signed in, and your browser’s storage for your session and visit identifiers. We use no
        advertising cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        For as long as your account is open and then as long as the law requires (for example, invoices for eight years). When you
        delete your account, your personal data is erased after a short grace period in which you can change your mind.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You can see, correct, download or delete your data, withdraw a consent, or object to a use of it. Most of this you can do in
        Settings; for anything else write to {CONTACT}. You may also complain to your data protection authority.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Data travels encrypted, access is limited to the people who need it for your applications, and every access is checked on our
        servers. If a breach affects you, we will tell you without delay.
      </p>
    ),
  },
];

const REFUND: LegalSection[] = [
  {
    id: 'cancelling',
    heading: 'Cancelling a service',
    body: (
      <p>
        You may cancel a paid service at any time by writing to {CONTACT} or through your counselor. Cancellation takes effect on the
        day we receive it.
      </p>
    ),
  },
  {
    id: 'full-refund',
    heading: 'Full refunds',
    body: (
      <p>
        If you cancel within 7 days of paying and no work has started on your file (no counseling session held, no application
        submitted), you get a full refund.
      </p>
    ),
  },
  {
    id: 'partial-refund',
    heading: 'Partial refunds',
    body: (
      <p>
        Once work has started, we refund the part of the fee for the work not yet done, less the fees already paid on your behalf to
        third parties (application fees, courier, test bookings), which those third parties do not return to us.
      </p>
    ),
  },
  {
    id: 'no-refund',
    heading: 'When no refund is due',
    body: (
      <p>
        Fees for a service that has been fully delivered, and fees paid directly to universities, test bodies or visa authorities, are
        not refundable by us. A university’s or a visa authority’s refusal does not by itself make a service fee refundable.
      </p>
    ),
  },
  {
    id: 'shop-orders',
    heading: 'Shop orders',
    body: (
      <p>
        Digital products can be cancelled for a full refund until you first open or download them. Physical items can be returned
        unused within 14 days of delivery.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    heading: 'How refunds are paid',
    body: (
      <p>
        Refunds go back to the original payment method within 10 working days of our approval. Your bank may take a few more days to
        show it.
      </p>
    ),
  },
];

export function TermsPage() {
  return <LegalDocument title="Terms and conditions" intro={<p>Please read these terms before you use Unipath.</p>} sections={TERMS} />;
}

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro={<p>This policy explains what personal data Unipath collects, why, who sees it and the choices you have.</p>}
      sections={PRIVACY}
    />
  );
}

export function RefundPolicyPage() {
  return (
    <LegalDocument
      title="Cancellation and refund policy"
      intro={<p>How to cancel a Unipath service or a shop order, and what you get back.</p>}
      sections={REFUND}
    />
  );
}
