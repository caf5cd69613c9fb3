export { TransactionsPage } from './ui/transactions-page';
