import { PASSWORD_MIN_LENGTH } from '@harmony/shared/account';
import { PasswordField, type TextFieldProps } from '@harmony/shared/forms';

/** What the form gives each of the two fields: name, value, change handler, its message or invalid mark… */
type PasswordProps = Omit<TextFieldProps, 'type' | 'label' | 'autoComplete' | 'hint'>;

export interface NewPasswordFieldsProps {
  password: PasswordProps;
  confirmation: PasswordProps;
}

/** New Password (with its length hint) and Confirm New Password: the password change and both resets. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...password}
      />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
