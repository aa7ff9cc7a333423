"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { CustomerAnalytics } from "@/lib/analytics/customer-analytics";
import { Empty, Section, Stat } from "./section";
import { formatCount, formatMoney, formatPercent } from "./format";

export function CustomersSection({ query }: { query: UseQueryResult<CustomerAnalytics> }) {
  const data = query.data;
  return (
    <Section title="Customers" query={query}>
      {data && (
        <>
          <div className="grid grid-cols-2 md:grid-cols-5 gap-3 mb-6">
            <Stat label="Customers" value={formatCount(data.summary.totalCustomers)} />
            <Stat label="New" value={formatCount(data.summary.newCustomers)} hint="First purchase from you in this range" />
            <Stat label="Returning" value={formatCount(data.summary.returningCustomers)} />
            <Stat label="Repeat rate" value={formatPercent(data.summary.repeatPurchaseRate)} hint="Customers with 2+ orders in the range" />
            <Stat label="Revenue / customer" value={formatMoney(data.summary.avgRevenuePerCustomer)} />
          </div>
          {data.summary.totalCustomers > 0 ? (
            <ResponsiveContainer width="100%" height={240}>
              <BarChart data={data.timeline} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis dataKey="date" fontSize={12} />
                <YAxis fontSize={12} allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="newCustomers" name="New" stackId="c" fill="#6366f1" />
                <Bar dataKey="returningCustomers" name="Returning" stackId="c" fill="#a5b4fc" />
              </BarChart>
            </ResponsiveContainer>
          ) : (
            <Empty>No customers in this range yet.</Empty>
          )}
          <div className="grid md:grid-cols-2 gap-6 mt-6">
            <div>
              <h3 className="mb-2 font-medium">Top customers</h3>
              {data.topCustomers.length ? (
                <table className="w-full text-sm">
                  <thead className="text-left text-slate-500">
                    <tr>
                      <th>Customer</th>
                      <th className="text-right">Orders</th>
                      <th className="text-right">Revenue</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.topCustomers.map((c) => (
                      <tr key={c.id} className="border-t border-slate-100 tabular-nums">
                        <td>{c.name}</td>
                        <td className="text-right">{formatCount(c.orders)}</td>
                        <td className="text-right">{formatMoney(c.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <Empty />
              )}
            </div>
            <div>
              <h3 className="mb-2 font-medium">Referrals</h3>
              <div className="grid grid-cols-3 gap-3">
                <Stat label="Orders" value={formatCount(data.referrals.orders)} />
                <Stat label="Revenue" value={formatMoney(data.referrals.revenue)} />
                <Stat
                  label="Referral fees"
                  value={formatMoney(data.referrals.referralFees)}
                  hint="Paid to referrers out of the platform fee"
                />
              </div>
            </div>
          </div>
        </>
      )}
    </Section>
  );
}
