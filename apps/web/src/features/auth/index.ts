/** What other features may use of the auth feature: the agreement tick a membership form asks for too. */
export { AgreementCheck } from './components/AgreementCheck.tsx';
