export { ClaimTermButton } from './ui/claim-term-button';
