export type Endpoint = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  failingSince: string | null;
  createdAt: string;
};

export type Attempt = {
  id: string;
  series: number;
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  responseBody: string | null;
  error: string | null;
  requestHeaders: Record<string, string>;
  createdAt: string;
};

export type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  endpointUrl: string;
  status: "pending" | "succeeded" | "failed";
  attemptCount: number;
  series: number;
  nextAttemptAt: string | null;
  lastAttempt: Attempt | null;
  createdAt: string;
};

export type DeliveryDetail = Delivery & { payload: string; attempts: Attempt[] };


export const buttonClass = "rounded border border-slate-300 bg-white px-2.5 py-1 text-sm hover:bg-slate-50 disabled:opacity-50";
export const primaryButtonClass = "rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-500 disabled:opacity-50";
