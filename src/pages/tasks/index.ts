export { TasksPage } from './ui/tasks-page';
