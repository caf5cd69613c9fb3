export { AssignmentRulesButton } from './ui/assignment-rules-button';
