export { TermsPage, PrivacyPage, RefundPolicyPage } from './ui/legal-pages';
