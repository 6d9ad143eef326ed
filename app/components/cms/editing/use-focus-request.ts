import { useCallback, useEffect, useState } from "react";

/**
 * Moves focus to an element by id once React has drawn the change that asked for it (a section
 * just added, a field just flagged), so the element exists when it is looked up.
 */
export function useFocusRequest(): (id: string) => void {
  // A new object each time, so asking for the same element twice focuses it twice.
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  return useCallback((id: string) => setRequest({ id }), []);
}
