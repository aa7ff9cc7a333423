import { Button, Link, Text } from "@react-email/components";
import { Layout, button, paragraph } from "@/lib/mail/templates/layout";

export type EmailChangeConfirmProps = { name: string; newEmail: string; link: string; hours: number };

/** To the new address: the change takes effect when this link is followed. */
export function EmailChangeConfirmEmail({ name, newEmail, link, hours }: EmailChangeConfirmProps) {
  return (
    <Layout preview="Confirm your new email address">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        You asked to use {newEmail} for your Promptly account. Nothing changes until you confirm it from this mailbox:
      </Text>
      <Button href={link} style={button}>
        Use this address
      </Button>
      <Text style={paragraph}>
        The link works once, for {hours} hours. If the button does not work, open this address: <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>If you did not ask for this, ignore this message.</Text>
    </Layout>
  );
}

export type EmailChangeNoticeProps = { name: string; newEmail: string; at: string; resetLink: string };

/** To the old address, when the change is asked for: the owner can stop a takeover before the link is followed. */
export function EmailChangeNoticeEmail({ name, newEmail, at, resetLink }: EmailChangeNoticeProps) {
  return (
    <Layout preview="Your Promptly email address is being changed">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        On {at} someone signed in to your Promptly account asked to change its email address to {newEmail}. The change takes effect when the
        link we sent to {newEmail} is followed; from then on, mail for your account goes there.
      </Text>
      <Text style={paragraph}>
        If this was you, there is nothing to do. If it was not you, reset your password now at <Link href={resetLink}>{resetLink}</Link>:
        that signs out every device, and the link to the new address stops working when you change your password.
      </Text>
    </Layout>
  );
}

export type AccountDeletedProps = { name: string; at: string };

/** To the address the account had, once it is deleted. */
export function AccountDeletedEmail({ name, at }: AccountDeletedProps) {
  return (
    <Layout preview="Your Promptly account was deleted">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Your Promptly account was deleted on {at}, as you asked. You have been signed out everywhere, your API keys, webhook endpoints and
        provider keys are gone, and your products are no longer for sale.
      </Text>
      <Text style={paragraph}>
        Orders stay in the records of the other side of each sale, without your name or address. You can sign up again with this address at
        any time; the new account starts empty.
      </Text>
    </Layout>
  );
}
