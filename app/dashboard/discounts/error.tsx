"use client";

export { DashboardError as default } from "@/app/dashboard/_shell/dashboard-error";
