// notify-user sends an e-mail on every run: its client is made at import, in the init phase.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SesMailer } from '../../adapters/mail/ses';
import { region, required } from '../aws-parts';

export const sesMailer = () => new SesMailer(new SESv2Client({ region: region() }), required('MAIL_FROM'));
