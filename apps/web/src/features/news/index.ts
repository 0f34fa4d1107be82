/** What other features may use of the news feature. */
export { NewsRow } from './components/NewsRow.tsx';
