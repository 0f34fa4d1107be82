/**
 * What other features may use of the auth feature: the agreement tick a membership form asks for too, and the
 * send-code button with its resend countdown (users: a code that confirms a change to an account).
 */
export { AgreementCheck } from './components/AgreementCheck.tsx';
export { SmsCodeButton } from './components/SmsCodeButton.tsx';
