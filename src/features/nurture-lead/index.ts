export { StartNurtureControl, StopNurtureButton } from './ui/nurture-lead-controls';
export type { StartNurtureControlProps, StopNurtureButtonProps } from './ui/nurture-lead-controls';
