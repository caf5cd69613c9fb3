export { ReactToUpdate } from './ui/react-to-update';
export { useReactToUpdate } from './api/react-to-update.mutation';
