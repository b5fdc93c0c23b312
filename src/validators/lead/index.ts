// Validators of the lead phase; `required` is the one every phase shares.
import { creditRange } from './creditRange.ts';
import { email } from './email.ts';
import { maxLength60 } from './maxLength60.ts';
import { minIncome } from './minIncome.ts';
import { mobilePhone } from './mobilePhone.ts';
import { personName } from './personName.ts';
import { required } from './required.ts';

export const leadValidators = { required, personName, email, maxLength60, mobilePhone, creditRange, minIncome };
