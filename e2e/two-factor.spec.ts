import { Secret, TOTP } from "otpauth";
import { expect, test } from "./support/test";
import { openMail, signUp } from "./support/auth";
import { shootBothSizes } from "./support/pages";

/** What an authenticator app shows for this secret, `offset` 30-second steps from now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

test("an owner turns on two-factor sign-in, signs in with a code, then with a mailed link and a recovery code", async ({ page }) => {
  test.setTimeout(180_000);
  const creds = await signUp(page);

  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  await shootBothSizes(page, "two-factor-setup");

  // A wrong code is refused in plain words; the right one turns it on and shows ten recovery codes once.
  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  await page.getByLabel("Code from your app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.nth(2).innerText()).trim();
  const spare = (await codes.nth(5).innerText()).trim();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();
  await shootBothSizes(page, "two-factor-recovery-codes");

  // Sign out; the password alone now leads to the code step.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/signin");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Two-factor code")).toBeVisible();
  await shootBothSizes(page, "two-factor-signin-code");
  await page.getByLabel("Two-factor code").fill("123456" === codeFor(secret, 1) ? "654321" : "123456");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  await page.getByLabel("Two-factor code").fill(codeFor(secret, 1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Magic link: ask on /signin-link, follow the mail in /dev/mail, give a recovery code.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/signin");
  await page.getByRole("link", { name: "Email me a sign-in link" }).click();
  await expect(page).toHaveURL(/\/signin-link$/);
  await page.goto("/signin-link");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("If an account exists for this address, we sent a sign-in link")).toBeVisible();
  await shootBothSizes(page, "magic-link-requested");
  await openMail(page, creds.email, "Your Promptly sign-in link");
  const href = await page
    .frameLocator('iframe[title="The message as HTML"]')
    .getByRole("link", { name: "Sign in to Promptly" })
    .getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: "Sign in to Promptly" })).toBeVisible();
  await expect(page.getByText(`As ${creds.email}.`)).toBeVisible();
  await shootBothSizes(page, "magic-link-page");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Two-factor code")).toBeVisible();
  await page.getByLabel("Two-factor code").fill(recovery);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: "This sign-in link cannot be used" })).toBeVisible();
  await expect(page.getByText("This link was already used")).toBeVisible();
  await page.goto("/magic-link?token=not-a-real-link");
  await expect(page.getByText("This link is not valid")).toBeVisible();

  // Turn it off with a code.
  await page.goto("/dashboard/settings");
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();
  await page.getByLabel("Code from your app, or a recovery code, to turn it off").fill(spare);
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
});
