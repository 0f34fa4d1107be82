/** What other modules may use of the auth module: the SMS gateway they send their texts through. */
export {
  HttpSmsProvider,
  OutboxSmsProvider,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.ts';
