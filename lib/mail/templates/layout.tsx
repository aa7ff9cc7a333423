import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

const body = { backgroundColor: "#f8fafc", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0 };
const card = {
  backgroundColor: "#ffffff",
  border: "1px solid #e2e8f0",
  borderRadius: "8px",
  margin: "24px auto",
  maxWidth: "560px",
  padding: "24px",
};
// Long links (a token) wrap instead of widening the message past a phone's screen.
export const paragraph = {
  color: "#0f172a",
  fontSize: "15px",
  lineHeight: "22px",
  overflowWrap: "anywhere",
  wordBreak: "break-word",
} as const;
export const button = {
  backgroundColor: "#4f46e5",
  borderRadius: "6px",
  color: "#ffffff",
  display: "inline-block",
  fontSize: "15px",
  fontWeight: 600,
  padding: "10px 18px",
  textDecoration: "none",
};
const footer = { color: "#64748b", fontSize: "12px", lineHeight: "18px" };

/** The frame of every message: a preview line for the inbox list, one card, and a footer naming the sender. */
export function Layout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={{ ...paragraph, color: "#4f46e5", fontSize: "18px", fontWeight: 700 }}>Promptly</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0 12px" }} />
          <Text style={footer}>You received this because of your account on Promptly, the marketplace for AI prompts and workflows.</Text>
        </Container>
      </Body>
    </Html>
  );
}
