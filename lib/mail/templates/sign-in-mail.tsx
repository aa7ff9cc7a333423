import { Button, Link, Text } from "@react-email/components";
import { Layout, button, paragraph } from "@/lib/mail/templates/layout";

export type MagicLinkProps = { name: string; link: string; minutes: number };

export function MagicLinkEmail({ name, link, minutes }: MagicLinkProps) {
  return (
    <Layout preview="Your Promptly sign-in link">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>Someone asked for a link to sign in to your Promptly account. If it was you, sign in here:</Text>
      <Button href={link} style={button}>
        Sign in to Promptly
      </Button>
      <Text style={paragraph}>
        The link works once, for {minutes} minutes. If the button does not work, open this address: <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>If you did not ask for this, ignore this message: nobody can sign in without the link.</Text>
    </Layout>
  );
}

export type TwoFactorChangedProps = { name: string; enabled: boolean; at: string; settingsLink: string; resetLink: string };

export function TwoFactorChangedEmail({ name, enabled, at, settingsLink, resetLink }: TwoFactorChangedProps) {
  return (
    <Layout preview={enabled ? "Two-factor sign-in is on" : "Two-factor sign-in is off"}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        {enabled
          ? `Two-factor sign-in was turned on for your Promptly account on ${at}. From now on, signing in asks for a code from your authenticator app after the password. Every other device was signed out.`
          : `Two-factor sign-in was turned off for your Promptly account on ${at}. Signing in now needs only the password.`}
      </Text>
      <Text style={paragraph}>
        If this was you, there is nothing to do. You can review it in <Link href={settingsLink}>your settings</Link>. If it was not you,
        choose a new password now at <Link href={resetLink}>{resetLink}</Link>.
      </Text>
    </Layout>
  );
}

export type TwoFactorLockedProps = { name: string; minutes: number; resetLink: string };

export function TwoFactorLockedEmail({ name, minutes, resetLink }: TwoFactorLockedProps) {
  return (
    <Layout preview="Too many wrong two-factor codes">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Someone signed in to your Promptly account with the right password, then entered a wrong two-factor code 5 times. Signing in is
        paused for {minutes} minutes. Nobody got in.
      </Text>
      <Text style={paragraph}>
        If this was not you, someone knows your password: choose a new one now at <Link href={resetLink}>{resetLink}</Link>.
      </Text>
    </Layout>
  );
}

export type NewDeviceProps = { name: string; device: string; ip: string; at: string; sessionsLink: string; resetLink: string };

export function NewDeviceEmail({ name, device, ip, at, sessionsLink, resetLink }: NewDeviceProps) {
  return (
    <Layout preview="A new sign-in to your Promptly account">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Your Promptly account was signed in to from a browser it had not been used with before: {device}, from {ip}, on {at}.
      </Text>
      <Text style={paragraph}>
        If this was you, there is nothing to do. If it was not, sign that browser out in <Link href={sessionsLink}>your settings</Link> and
        choose a new password at <Link href={resetLink}>{resetLink}</Link>.
      </Text>
    </Layout>
  );
}
