import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The frame shared by the sign-in and sign-up pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-brand-soft to-subtle px-4 py-12">
      <div className="w-full max-w-md">
        <Card className="rounded-2xl py-7">
          <CardHeader className="sm:px-8">
            <h1 className="text-xl font-semibold text-foreground">{title}</h1>
            <CardDescription>{subtitle}</CardDescription>
          </CardHeader>
          <CardContent className="sm:px-8">{children}</CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>
      </div>
    </main>
  );
}
