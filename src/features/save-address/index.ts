export { AddressForm } from './ui/address-form';
