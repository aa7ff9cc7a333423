"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { PageSkeleton } from "@/app/dashboard/_shell/page-skeleton";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { api, call } from "@/lib/api-client/browser";
import { EMPTY_PRODUCT, ProductForm } from "../_components/product-form";
import { useCategories } from "../_components/use-categories";

export default function NewProductPage() {
  const router = useRouter();
  const categories = useCategories();
  return (
    <div className="flex flex-col gap-4">
      <title>New product · Dashboard · Promptly</title>
      <Button variant="link" size="sm" className="-ml-3 self-start" asChild>
        <Link href="/dashboard/products">
          <ArrowLeftIcon aria-hidden />
          My products
        </Link>
      </Button>
      <PageHeader title="New product" description="It starts as a draft; add images and files after saving, then publish." />
      {categories.isPending ? (
        <PageSkeleton shape="form" />
      ) : categories.error ? (
        <Alert>Could not load the categories: {categories.error.message}. Reload the page to try again.</Alert>
      ) : (
        <Card>
          <CardContent>
            <ProductForm
              initial={EMPTY_PRODUCT}
              categories={categories.data ?? []}
              editing={false}
              submitLabel="Create draft"
              onSubmit={async (body) => {
                const { data } = await call(api.POST("/products", { body }));
                router.push(`/dashboard/products/${data.id}`);
              }}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
