import { Button, Link, Text } from "@react-email/components";
import { Layout, button, paragraph } from "@/lib/mail/templates/layout";

export type PasswordResetProps = { name: string; link: string; minutes: number };

export function PasswordResetEmail({ name, link, minutes }: PasswordResetProps) {
  return (
    <Layout preview="Reset your Promptly password">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>Someone asked to reset the password of your Promptly account. If it was you, choose a new password:</Text>
      <Button href={link} style={button}>
        Choose a new password
      </Button>
      <Text style={paragraph}>
        The link works once, for {minutes} minutes. If the button does not work, open this address: <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>If you did not ask for this, ignore this message: your password stays as it is.</Text>
    </Layout>
  );
}

export type PasswordChangedProps = {
  name: string;
  at: string;
  signInLink: string;
  resetLink: string;
  /** Changed in settings: the device that changed it stays signed in. */
  fromSettings?: boolean;
};

export function PasswordChangedEmail({ name, at, signInLink, resetLink, fromSettings }: PasswordChangedProps) {
  return (
    <Layout preview="Your Promptly password was changed">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        The password of your Promptly account was changed on {at}.{" "}
        {fromSettings
          ? "Every other device that was signed in has been signed out."
          : "Every device that was signed in has been signed out."}
      </Text>
      <Text style={paragraph}>
        If this was you, there is nothing to do: <Link href={signInLink}>sign in</Link> with the new password. If it was not you, reset your
        password now at <Link href={resetLink}>{resetLink}</Link>.
      </Text>
    </Layout>
  );
}

export type VerifyEmailProps = { name: string; link: string; hours: number };

export function VerifyEmailEmail({ name, link, hours }: VerifyEmailProps) {
  return (
    <Layout preview="Confirm your email address">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>Welcome to Promptly. Please confirm that this is your email address:</Text>
      <Button href={link} style={button}>
        Confirm my address
      </Button>
      <Text style={paragraph}>
        The link works for {hours} hours. If the button does not work, open this address: <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>You can browse and buy right away; publishing products needs a confirmed address.</Text>
    </Layout>
  );
}

export type SignInLockedProps = { name: string; minutes: number; resetLink: string };

export function SignInLockedEmail({ name, minutes, resetLink }: SignInLockedProps) {
  return (
    <Layout preview="Sign-in to your Promptly account was paused">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Someone entered a wrong password for your Promptly account several times in a row, so signing in with a password is paused for{" "}
        {minutes} minutes. Nobody got in.
      </Text>
      <Text style={paragraph}>
        If this was you, wait and try again, or choose a new password at <Link href={resetLink}>{resetLink}</Link>. If it was not you, your
        account is safe; a strong password you use nowhere else keeps it that way.
      </Text>
    </Layout>
  );
}

export type SignUpExistingProps = { name: string; signInLink: string; resetLink: string };

export function SignUpExistingEmail({ name, signInLink, resetLink }: SignUpExistingProps) {
  return (
    <Layout preview="You already have a Promptly account">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Someone tried to create a Promptly account with this address, but you already have one, so nothing was changed.
      </Text>
      <Text style={paragraph}>
        If it was you, <Link href={signInLink}>sign in</Link>, or choose a new password at <Link href={resetLink}>{resetLink}</Link> if you
        forgot it. If it was not you, ignore this message.
      </Text>
    </Layout>
  );
}
