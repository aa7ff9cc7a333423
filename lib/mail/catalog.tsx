import type { ReactElement } from "react";
import {
  PasswordChangedEmail,
  PasswordResetEmail,
  SignInLockedEmail,
  SignUpExistingEmail,
  VerifyEmailEmail,
  type PasswordChangedProps,
  type PasswordResetProps,
  type SignInLockedProps,
  type SignUpExistingProps,
  type VerifyEmailProps,
} from "@/lib/mail/templates/account-mail";
import {
  AccountDeletedEmail,
  EmailChangeConfirmEmail,
  EmailChangeNoticeEmail,
  type AccountDeletedProps,
  type EmailChangeConfirmProps,
  type EmailChangeNoticeProps,
} from "@/lib/mail/templates/settings-mail";
import {
  DisputeClosedEmail,
  DisputeOpenedEmail,
  PayoutSentEmail,
  PurchaseReceiptEmail,
  RefundConfirmationEmail,
  SaleNoticeEmail,
  type DisputeClosedProps,
  type DisputeOpenedProps,
  type PayoutSentProps,
  type PurchaseReceiptProps,
  type RefundConfirmationProps,
  type SaleNoticeProps,
} from "@/lib/mail/templates/commerce-mail";

import {
  MagicLinkEmail,
  NewDeviceEmail,
  TwoFactorChangedEmail,
  TwoFactorLockedEmail,
  type MagicLinkProps,
  type NewDeviceProps,
  type TwoFactorChangedProps,
  type TwoFactorLockedProps,
} from "@/lib/mail/templates/sign-in-mail";

import {
  BudgetAlertEmail,
  EndpointDisabledEmail,
  PlanPaymentFailedEmail,
  type BudgetAlertProps,
  type EndpointDisabledProps,
  type PlanPaymentFailedProps,
} from "@/lib/mail/templates/alert-mail";

import { ProductUpdateEmail, SaleDigestEmail, type ProductUpdateProps, type SaleDigestProps } from "@/lib/mail/templates/update-mail";

type Template<P> = { label: string; subject: (props: P) => string; element: (props: P) => ReactElement };

/** Every email by kind: its plain-words subject and its one React component (HTML and text both come from it). */
export const MAIL_TEMPLATES = {
  "password-reset": {
    label: "Password reset link",
    subject: () => "Reset your Promptly password",
    element: (p) => <PasswordResetEmail {...p} />,
  } satisfies Template<PasswordResetProps>,
  "password-changed": {
    label: "Password changed notice",
    subject: () => "Your Promptly password was changed",
    element: (p) => <PasswordChangedEmail {...p} />,
  } satisfies Template<PasswordChangedProps>,
  "verify-email": {
    label: "Address confirmation link",
    subject: () => "Confirm your email address",
    element: (p) => <VerifyEmailEmail {...p} />,
  } satisfies Template<VerifyEmailProps>,
  "email-change-confirm": {
    label: "New address confirmation link",
    subject: () => "Confirm your new email address",
    element: (p) => <EmailChangeConfirmEmail {...p} />,
  } satisfies Template<EmailChangeConfirmProps>,
  "email-change-notice": {
    label: "Address change notice",
    subject: () => "Your Promptly email address is being changed",
    element: (p) => <EmailChangeNoticeEmail {...p} />,
  } satisfies Template<EmailChangeNoticeProps>,
  "account-deleted": {
    label: "Account deleted notice",
    subject: () => "Your Promptly account was deleted",
    element: (p) => <AccountDeletedEmail {...p} />,
  } satisfies Template<AccountDeletedProps>,
  "sign-in-locked": {
    label: "Sign-in paused notice",
    subject: () => "Sign-in to your Promptly account was paused",
    element: (p) => <SignInLockedEmail {...p} />,
  } satisfies Template<SignInLockedProps>,
  "sign-up-existing": {
    label: "Sign-up with a taken address",
    subject: () => "You already have a Promptly account",
    element: (p) => <SignUpExistingEmail {...p} />,
  } satisfies Template<SignUpExistingProps>,
  "magic-link": {
    label: "Sign-in link",
    subject: () => "Your Promptly sign-in link",
    element: (p) => <MagicLinkEmail {...p} />,
  } satisfies Template<MagicLinkProps>,
  "two-factor-changed": {
    label: "Two-factor on or off notice",
    subject: (p) =>
      p.enabled ? "Two-factor sign-in is on for your Promptly account" : "Two-factor sign-in is off for your Promptly account",
    element: (p) => <TwoFactorChangedEmail {...p} />,
  } satisfies Template<TwoFactorChangedProps>,
  "two-factor-locked": {
    label: "Two-factor sign-in paused notice",
    subject: () => "Sign-in to your Promptly account was paused",
    element: (p) => <TwoFactorLockedEmail {...p} />,
  } satisfies Template<TwoFactorLockedProps>,
  "endpoint-disabled": {
    label: "Webhook endpoint turned off",
    subject: () => "Your webhook endpoint was turned off",
    element: (p) => <EndpointDisabledEmail {...p} />,
  } satisfies Template<EndpointDisabledProps>,
  "budget-alert": {
    label: "Provider key budget alert",
    subject: (p) =>
      p.percent === 100
        ? `Your provider key ${p.keyLabel} reached its monthly budget`
        : `Your provider key ${p.keyLabel} is at 80% of its monthly budget`,
    element: (p) => <BudgetAlertEmail {...p} />,
  } satisfies Template<BudgetAlertProps>,
  "plan-payment-failed": {
    label: "Plan payment failed",
    subject: (p) => (p.ended ? `Your ${p.plan} plan ended: the payment failed` : `We could not charge your card for the ${p.plan} plan`),
    element: (p) => <PlanPaymentFailedEmail {...p} />,
  } satisfies Template<PlanPaymentFailedProps>,
  "new-device": {
    label: "Sign-in from a new browser",
    subject: (p) => `New sign-in to your Promptly account: ${p.device}`,
    element: (p) => <NewDeviceEmail {...p} />,
  } satisfies Template<NewDeviceProps>,
  "purchase-receipt": {
    label: "Purchase receipt",
    subject: (p) => `Your receipt for ${p.productTitle}`,
    element: (p) => <PurchaseReceiptEmail {...p} />,
  } satisfies Template<PurchaseReceiptProps>,
  "sale-notice": {
    label: "Sale notice",
    subject: (p) => `You made a sale: ${p.productTitle}`,
    element: (p) => <SaleNoticeEmail {...p} />,
  } satisfies Template<SaleNoticeProps>,
  "refund-confirmation": {
    label: "Refund confirmation",
    subject: (p) => `Your refund for ${p.productTitle}`,
    element: (p) => <RefundConfirmationEmail {...p} />,
  } satisfies Template<RefundConfirmationProps>,
  "payout-sent": {
    label: "Payout notice",
    subject: (p) => `Payout sent: ${p.amount}`,
    element: (p) => <PayoutSentEmail {...p} />,
  } satisfies Template<PayoutSentProps>,
  "dispute-opened": {
    label: "Dispute opened notice",
    subject: (p) => `A payment for ${p.productTitle} is disputed`,
    element: (p) => <DisputeOpenedEmail {...p} />,
  } satisfies Template<DisputeOpenedProps>,
  "dispute-closed": {
    label: "Dispute outcome notice",
    subject: (p) => (p.outcome === "won" ? `Dispute won: ${p.productTitle}` : `Dispute lost: ${p.productTitle}`),
    element: (p) => <DisputeClosedEmail {...p} />,
  } satisfies Template<DisputeClosedProps>,
  "product-update": {
    label: "New version of a bought product",
    subject: (p) => `${p.productTitle} ${p.version} is out`,
    element: (p) => <ProductUpdateEmail {...p} />,
  } satisfies Template<ProductUpdateProps>,
  "sale-digest": {
    label: "Daily sales digest",
    subject: (p) => `Your sales on ${p.day}: ${p.sales.length} ${p.sales.length === 1 ? "sale" : "sales"}, ${p.totals.join(" and ")}`,
    element: (p) => <SaleDigestEmail {...p} />,
  } satisfies Template<SaleDigestProps>,
};

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailProps<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]["element"]>[0];

/** A kind in plain words ("Password reset link"), for the mailbox page and the operator's list. */
export function mailKindLabel(kind: string): string {
  return (MAIL_TEMPLATES as Record<string, { label: string }>)[kind]?.label ?? kind;
}
