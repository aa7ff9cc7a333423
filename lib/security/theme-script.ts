import { sha256 } from "@noble/hashes/sha2";
import { THEME_STORAGE_KEY } from "@/lib/security/theme-storage-key";

/**
 * The theme's pre-paint script, rendered verbatim by app/layout.tsx: it puts the resolved theme's class ("light" or
 * "dark") and color-scheme on <html> before the first paint, so a dark device never flashes light. Its text is ours
 * and never minified, so its hash (below) is exactly the script the browser sees, on cached and per-request pages.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";var e=document.documentElement;e.classList.remove("light","dark");e.classList.add(t);e.style.colorScheme=t}catch(_){}})()`;

/** `'sha256-…'`, the Content-Security-Policy source that allows THEME_SCRIPT and nothing else. */
export const THEME_SCRIPT_HASH = `'sha256-${Buffer.from(sha256(new TextEncoder().encode(THEME_SCRIPT))).toString("base64")}'`;
