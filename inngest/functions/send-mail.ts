import { defineJob } from "@/lib/jobs/define";
import { sendMailTrigger } from "@/lib/jobs/triggers";
import { sendMail } from "@/lib/mail/send-mail";

/** One outbox message to the SMTP server (or the development inbox), retried through an outage. */
export const sendMailJob = defineJob({
  ...sendMailTrigger,
  lane: "mail",
  handler: (payload, step) => sendMail(payload, step),
});
