export { CloseAccountForm } from './ui/close-account-form';
export { canCloseOwnAccount } from './model/close-account-form';
