export { ContactFields } from './contact-fields';
