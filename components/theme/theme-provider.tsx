"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { THEME_STORAGE_KEY } from "@/lib/security/theme-storage-key";

export type ThemeChoice = "light" | "dark" | "system";
type Resolved = "light" | "dark";
type ThemeState = { theme: ThemeChoice; resolvedTheme: Resolved; setTheme: (theme: ThemeChoice) => void };

const ThemeContext = createContext<ThemeState>({ theme: "system", resolvedTheme: "light", setTheme: () => {} });

const DARK_QUERY = "(prefers-color-scheme: dark)";

function storedChoice(): ThemeChoice {
  try {
    const t = localStorage.getItem(THEME_STORAGE_KEY);
    return t === "light" || t === "dark" ? t : "system";
  } catch {
    return "system";
  }
}

const resolve = (choice: ThemeChoice): Resolved => (choice === "system" ? (matchMedia(DARK_QUERY).matches ? "dark" : "light") : choice);

/** The class and color-scheme on <html>, as THEME_SCRIPT sets them before paint; transitions paused for the swap. */
function apply(resolved: Resolved) {
  const root = document.documentElement;
  const pause = document.createElement("style");
  pause.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(pause);
  root.classList.remove("light", "dark");
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  void getComputedStyle(document.body).opacity; // flush the styles before the transitions come back
  setTimeout(() => pause.remove(), 1);
}

/**
 * Light, dark or the device's setting (the default), kept in localStorage. Our own rather than next-themes: its
 * pre-paint script's text changed with the build's minifier, and the pages' Content-Security-Policy allows it by hash.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // The server cannot know the choice; the script in app/layout.tsx has already painted the right theme.
  const [theme, setChoice] = useState<ThemeChoice>("system");
  const [resolvedTheme, setResolved] = useState<Resolved>("light");

  useEffect(() => {
    const sync = () => {
      const choice = storedChoice();
      const resolved = resolve(choice);
      setChoice(choice);
      setResolved(resolved);
      if (!document.documentElement.classList.contains(resolved)) apply(resolved);
    };
    sync();
    const media = matchMedia(DARK_QUERY);
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY) sync();
    };
    media.addEventListener("change", sync);
    window.addEventListener("storage", onStorage);
    return () => {
      media.removeEventListener("change", sync);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const setTheme = useCallback((choice: ThemeChoice) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // storage refused (private mode): the choice lasts for this page only
    }
    const resolved = resolve(choice);
    setChoice(choice);
    setResolved(resolved);
    apply(resolved);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
