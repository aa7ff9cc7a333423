import { Button, Text } from "@react-email/components";
import { Layout, button, paragraph } from "@/lib/mail/templates/layout";

export type EndpointDisabledProps = { name: string; url: string; reason: string; lastError: string; at: string; link: string };

export function EndpointDisabledEmail({ name, url, reason, lastError, at, link }: EndpointDisabledProps) {
  return (
    <Layout preview="A webhook endpoint was turned off">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        We turned off your webhook endpoint {url} on {at}, so no more events are sent to it. Reason: {reason}.
      </Text>
      <Text style={paragraph}>The last error was: {lastError}</Text>
      <Text style={paragraph}>
        Once the endpoint works again, turn it back on and send the events it missed again from the webhooks page:
      </Text>
      <Button href={link} style={button}>
        Open webhooks
      </Button>
    </Layout>
  );
}

export type BudgetAlertProps = {
  name: string;
  keyLabel: string;
  percent: 80 | 100;
  spent: string;
  budget: string;
  resetsAt: string;
  link: string;
};

export function BudgetAlertEmail({ name, keyLabel, percent, spent, budget, resetsAt, link }: BudgetAlertProps) {
  return (
    <Layout preview={`Provider key at ${percent}% of its budget`}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Your provider key &quot;{keyLabel}&quot; has used {spent} of its {budget} monthly budget this month ({percent}%).
      </Text>
      <Text style={paragraph}>
        {percent === 100
          ? `Runs that use this key are refused until the budget resets on ${resetsAt}, or until you raise it.`
          : `When it reaches the budget, runs that use this key are refused until the budget resets on ${resetsAt}.`}
      </Text>
      <Button href={link} style={button}>
        Open provider keys
      </Button>
    </Layout>
  );
}

export type PlanPaymentFailedProps = { name: string; plan: string; ended: boolean; link: string };

export function PlanPaymentFailedEmail({ name, plan, ended, link }: PlanPaymentFailedProps) {
  return (
    <Layout preview={ended ? "Your plan ended: the payment failed" : "We could not charge your card for your plan"}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        {ended
          ? `We could not charge your card for the ${plan} plan after several tries, so your account is now on the Free plan, with its API limits.`
          : `We could not charge your card for the renewal of your ${plan} plan. We will try again over the next days; until then you keep the plan.`}
      </Text>
      <Text style={paragraph}>
        {ended
          ? "Nothing else changed: your products, purchases and keys are as they were. Choose a plan again on the billing page whenever you like."
          : "To keep the plan, check the card on the billing page."}
      </Text>
      <Button href={link} style={button}>
        Open billing
      </Button>
    </Layout>
  );
}
