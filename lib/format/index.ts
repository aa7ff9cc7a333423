// One formatting module for the dashboard, receipts and emails: pure functions, no React, no database.
export * from "./money";
export * from "./dates";
export * from "./numbers";
export * from "./labels";
export * from "./validation";
export * from "./csv";
export * from "./excerpt";
