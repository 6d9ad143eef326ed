import type { ReactNode } from "react";
import { Languages } from "lucide-react";
import { SITE_NAME } from "~/lib/seo";

/** The centred card of the login and password-reset screens. */
export function AuthCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-brand-800">
          <Languages className="size-7" aria-hidden="true" />
          <span className="text-lg font-bold">{SITE_NAME}</span>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
