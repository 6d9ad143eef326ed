import { adminTitle } from "./guard";
import { useAdmin } from "./layout";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { ReviewQueue } from "~/components/cms/reviews/review-queue";
import { isReviewer } from "~/components/cms/reviews/reviews-api";

export const meta = () => adminTitle("Reviews");

/** Reviews (docs/product.md, "Reviews"): the translations waiting for the person's review before they are published. */
export default function CmsReviews() {
  const viewer = useAdmin();
  return (
    <>
      <ScreenHeader title="Reviews" description="Translations waiting for a reviewer before they are published." />
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
        {isReviewer(viewer) ? (
          <ReviewQueue />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            Your role cannot review translations. Editors, administrators and translators allowed to review do.
          </p>
        )}
      </main>
    </>
  );
}
