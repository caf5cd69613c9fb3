export { RegisterPage } from './ui/register-page';
