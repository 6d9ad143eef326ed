/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Review before publishing (docs/product.md, "Review before publishing"): a translation sent for
 * review waits for a reviewer of its language (editors, administrators, translators who may review
 * it), who approves it (published now or later, as any save publishes) or returns it with a
 * comment; nobody decides what they sent; where a language is reviewed no translator publishes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { newPerson } from "./people-helpers";

type Person = Awaited<ReturnType<typeof newPerson>>;

/** The header `name` of a message from the outbox, unfolded. */
function header(mail: string, name: string): string {
  const head = mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
}

const text = (words: string) => [{ sectionKey: "body", sectionType: "text", content: { text: words }, sortOrder: 0 }];
const IN_REVIEW = "This translation is waiting for review: it comes back to you if the reviewer returns it";

describe.each(engines)("review before publishing (%s)", (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let editor: Person;
  let translator: Person;
  let reviewer: Person;
  let korean: Person;
  let publisher: Person;

  beforeAll(async () => {
    server = await startServer(engine);
    admin = server.client();
    await admin.login();
    for (const code of ["ja", "ko"]) expect((await admin.put(`/api/cms/languages/${code}`, { enabled: true })).status).toBe(200);
    editor = await newPerson(server, admin, "editor");
    translator = await newPerson(server, admin, "translator", { languages: ["ja"] });
    reviewer = await newPerson(server, admin, "translator", { languages: ["ja"], canReview: true });
    korean = await newPerson(server, admin, "translator", { languages: ["ko"], canReview: true });
    publisher = await newPerson(server, admin, "translator", { languages: ["ja"], canPublish: true });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  /** An English page, published, and its Japanese translation (a draft), made by the administrator. */
  const pageWithTranslation = async (slug: string, words: string) => {
    const english = await admin.post("/api/cms/pages", { title: `Page ${slug}`, slug, status: "published", sections: text(words) });
    expect(english.status, english.text).toBe(201);
    const ja = await admin.post(`/api/cms/pages/${english.body.id}/translations`, { locale: "ja" });
    expect(ja.status, ja.text).toBe(201);
    return { englishId: english.body.id as number, jaId: ja.body.id as number };
  };
  const save = async (api: ApiClient, id: number, change: Record<string, unknown>) => {
    const current = (await admin.get(`/api/cms/pages/${id}`)).body;
    return api.put(`/api/cms/pages/${id}`, { ...current, ...change });
  };
  const mailsTo = (email: string, subject: string) =>
    server.outbox().filter((mail) => header(mail, "To") === email && header(mail, "Subject").includes(subject));
  const stateOf = async (englishId: number) =>
    ((await admin.get(`/api/cms/pages/${englishId}/translations`)).body as any[]).find((row) => row.locale === "ja").status;

  it("sends a translation for review, tells the reviewers, and lists it with every part when never published", async () => {
    const { englishId, jaId } = await pageWithTranslation("fees", "Pay the fee at the desk.");
    expect((await save(translator.api, jaId, { title: "Fees in Japanese", sections: text("窓口で手数料を払います。") })).status).toBe(200);

    const sent = await translator.api.post(`/api/cms/pages/${jaId}/review`, { note: "  Please check the fee words.  " });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ pageId: jaId, locale: "ja", state: "in_review", note: "Please check the fee words." });
    expect(sent.body).toMatchObject({ sentBy: translator.username, decidedBy: null, comment: "", publishAt: null, mayDecide: false });
    expect(await stateOf(englishId)).toBe("in_review");
    expect((await translator.api.get(`/api/cms/pages/${jaId}/review`)).body.state).toBe("in_review");

    // Every reviewer of Japanese but the sender is told, with the note and the queue's address.
    const subject = "Translation to review: Fees in Japanese (Japanese)";
    for (const who of [editor, reviewer]) {
      const mails = mailsTo(who.email, "Translation to review");
      expect(mails, who.username).toHaveLength(1);
      expect(mails[0]).toContain("Please check the fee words.");
      expect(mails[0]).toContain(`${server.url}/cms/reviews`);
    }
    expect(mailsTo(translator.email, "Translation to review")).toHaveLength(0);
    expect(mailsTo(korean.email, "Translation to review")).toHaveLength(0);
    expect(mailsTo(publisher.email, "Translation to review")).toHaveLength(0);
    expect(header(mailsTo(editor.email, "Translation to review")[0]!, "Subject")).toContain(subject);

    // Once in review: not again, and its translator no longer saves it.
    const again = await translator.api.post(`/api/cms/pages/${jaId}/review`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("in_review");
    const blocked = await save(translator.api, jaId, { sections: text("変更") });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(IN_REVIEW);
    const versions = (await admin.get(`/api/cms/pages/${jaId}/revisions`)).body;
    const version = (await admin.get(`/api/cms/pages/${jaId}`)).body.version;
    const restore = await translator.api.post(`/api/cms/pages/${jaId}/revisions/${versions.at(-1).id}/restore`, { version });
    expect(restore.status).toBe(403);
    expect((await translator.api.delete(`/api/cms/pages/${jaId}`)).status).toBe(403);
    // Sharing a preview changes nothing: still theirs to share.
    expect((await translator.api.post(`/api/cms/pages/${jaId}/preview-links`, {})).status).toBe(201);

    // The queue: reviewers of Japanese only.
    const refused = await translator.api.get("/api/cms/reviews");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your role cannot review translations");
    expect((await korean.api.get("/api/cms/reviews")).body.filter((item: any) => item.pageId === jaId)).toEqual([]);
    const queue = await editor.api.get("/api/cms/reviews");
    expect(queue.status).toBe(200);
    const item = queue.body.find((entry: any) => entry.pageId === jaId);
    expect(item).toMatchObject({
      sourcePageId: englishId,
      title: "Fees in Japanese",
      slug: "ja/fees",
      languageName: "Japanese",
      mayDecide: true,
    });
    const byKey = Object.fromEntries(item.changes.map((change: any) => [change.key, change]));
    // Never published: every part with words; the description, empty in English and in Japanese, is not one.
    expect(Object.keys(byKey).sort()).toEqual(["@title", "body"]);
    expect(byKey["@title"]).toMatchObject({ label: "Title", english: "Page fees", published: null, review: "Fees in Japanese" });
    expect(byKey.body).toMatchObject({ english: "Pay the fee at the desk.", published: null, review: "窓口で手数料を払います。" });
    const own = (await reviewer.api.get("/api/cms/reviews")).body.find((entry: any) => entry.pageId === jaId);
    expect(own.mayDecide).toBe(true);

    // A Korean reviewer decides no Japanese translation; a translator who may not review decides none.
    const wrongLanguage = await korean.api.post(`/api/cms/pages/${jaId}/review/approve`, {});
    expect(wrongLanguage.status).toBe(403);
    expect(wrongLanguage.body.message).toContain("not Japanese");
    expect((await translator.api.post(`/api/cms/pages/${jaId}/review/approve`, {})).status).toBe(403);
    expect((await publisher.api.post(`/api/cms/pages/${jaId}/review/return`, { comment: "No" })).status).toBe(403);

    // The editor approves: published now, as any save publishes (a revision, the public address).
    const revisionsBefore = (await admin.get(`/api/cms/pages/${jaId}/revisions`)).body.length;
    const approved = await editor.api.post(`/api/cms/pages/${jaId}/review/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ state: "approved", decidedBy: editor.username, mayDecide: false });
    expect(Date.parse(approved.body.publishAt)).toBeLessThanOrEqual(Date.now());
    expect((await admin.get(`/api/cms/pages/${jaId}`)).body.status).toBe("published");
    expect((await admin.get(`/api/cms/pages/${jaId}/revisions`)).body.length).toBe(revisionsBefore + 1);
    const live = await fetch(`${server.url}/ja/fees`, { redirect: "manual" });
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("窓口で手数料を払います。");
    expect(await stateOf(englishId)).toBe("published");
    expect(mailsTo(translator.email, "Translation approved: Fees in Japanese (Japanese)")).toHaveLength(1);

    const twice = await editor.api.post(`/api/cms/pages/${jaId}/review/approve`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("not_in_review");

    // The activity names each step, with the page.
    for (const kind of ["review-sent", "review-approved"]) {
      const { body } = await admin.get(`/api/cms/activity?kind=${kind}&pageSize=50`);
      const entry = body.items.find((item: any) => item.target?.id === jaId);
      expect(entry, kind).toMatchObject({ target: { type: "page", id: jaId }, detail: { language: "ja" } });
    }

    // After an approval and a further edit: only the changed part, beside its published words.
    expect((await save(editor.api, jaId, { status: "draft" })).status).toBe(200);
    expect((await save(translator.api, jaId, { status: "draft", sections: text("窓口で新しい手数料を払います。") })).status).toBe(200);
    expect((await translator.api.post(`/api/cms/pages/${jaId}/review`, {})).status).toBe(200);
    const second = (await reviewer.api.get("/api/cms/reviews")).body.find((entry: any) => entry.pageId === jaId);
    expect(second.changes).toEqual([
      {
        key: "body",
        label: expect.any(String),
        english: "Pay the fee at the desk.",
        published: "窓口で手数料を払います。",
        review: "窓口で新しい手数料を払います。",
      },
    ]);

    // A translator who may review approves another's work, for later: scheduled.
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await reviewer.api.post(`/api/cms/pages/${jaId}/review/approve`, { publishedAt: later });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.publishAt).toBe(later);
    expect(await stateOf(englishId)).toBe("scheduled");
    expect((await admin.get(`/api/cms/pages/${jaId}`)).body.publishedAt).toBe(later);
  });

  it("returns a translation with a comment to its sender, and checks what is sent", async () => {
    const { englishId, jaId } = await pageWithTranslation("forms", "Fill in the form.");
    const longNote = await translator.api.post(`/api/cms/pages/${jaId}/review`, { note: "x".repeat(2001) });
    expect(longNote.status).toBe(400);
    expect(longNote.body.message).toContain("Note must be at most 2000 characters");
    expect((await admin.post(`/api/cms/pages/${englishId}/review`, {})).status).toBe(400);
    expect((await korean.api.post(`/api/cms/pages/${jaId}/review`, {})).status).toBe(403);
    expect((await editor.api.post(`/api/cms/pages/${jaId}/review/return`, { comment: "Too early" })).status).toBe(409);

    expect((await reviewer.api.post(`/api/cms/pages/${jaId}/review`, { note: "Mine" })).status).toBe(200);
    // Nobody decides what they sent, though they may review.
    const ownApproval = await reviewer.api.post(`/api/cms/pages/${jaId}/review/approve`, {});
    expect(ownApproval.status).toBe(403);
    expect(ownApproval.body.message).toBe("You sent this translation for review: another reviewer approves or returns it");
    expect((await reviewer.api.get(`/api/cms/pages/${jaId}/review`)).body.mayDecide).toBe(false);

    // An XLIFF import by a translator leaves a translation in review as it is, saying why.
    const xml = (await translator.api.get(`/api/cms/translations/ja/xliff?pages=${englishId}`)).text;
    const unit = new RegExp(`(<unit id="p${englishId}\\.title"[\\s\\S]*?<source>[\\s\\S]*?</source>)(<target>[\\s\\S]*?</target>)?`);
    expect(xml).toMatch(unit);
    const imported = await fetch(`${server.url}/api/cms/translations/ja/xliff`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: translator.api.cookieHeader, "Content-Type": "application/xliff+xml" },
      body: xml.replace(unit, (_m, source: string) => `${source}<target>Not now</target>`),
    });
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as any).pages[0].note).toBe(
      'The Japanese translation of "Page forms" is waiting for review: it comes back to you if the reviewer returns it',
    );
    expect((await admin.get(`/api/cms/pages/${jaId}`)).body.title).toBe("Page forms");

    for (const comment of ["", "   ", "y".repeat(2001)]) {
      const bad = await editor.api.post(`/api/cms/pages/${jaId}/review/return`, { comment });
      expect(bad.status, comment.slice(0, 5)).toBe(400);
      expect(bad.body.code).toBe("invalid_input");
    }
    expect((await editor.api.post(`/api/cms/pages/${jaId}/review/return`, {})).body.message).toBe("Say what to change");
    for (const publishedAt of ["tomorrow", new Date(Date.now() - 60_000).toISOString()]) {
      const bad = await editor.api.post(`/api/cms/pages/${jaId}/review/approve`, { publishedAt });
      expect(bad.status, publishedAt).toBe(400);
    }
    expect((await editor.api.post(`/api/cms/pages/${jaId}/review/approve`, { publishedAt: "2001-01-01T00:00:00Z" })).body.message).toBe(
      "Published date must be in the future: leave it out to publish now",
    );

    const returned = await editor.api.post(`/api/cms/pages/${jaId}/review/return`, { comment: "  Use the polite form.  " });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body).toMatchObject({ state: "returned", comment: "Use the polite form.", decidedBy: editor.username });
    expect((await admin.get(`/api/cms/pages/${jaId}`)).body.status).toBe("draft");
    expect(await stateOf(englishId)).not.toBe("in_review");
    const mails = mailsTo(reviewer.email, "Translation returned");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Use the polite form.");
    expect(mails[0]).toContain(`${server.url}/cms/pages/${jaId}`);
    // Back with its translator, who may save it again.
    expect((await save(reviewer.api, jaId, { sections: text("書類に記入してください。") })).status).toBe(200);
    const { body } = await admin.get("/api/cms/activity?kind=review-returned&pageSize=50");
    expect(body.items.length).toBeGreaterThan(0);
  });

  it("keeps a translator who may publish from publishing where review is required, until the administrator turns it off", async () => {
    const { jaId } = await pageWithTranslation("hours", "Open at nine.");
    const refused = await save(publisher.api, jaId, { status: "published", sections: text("九時に開きます。") });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Translations into Japanese are reviewed before they are published: send it for review");
    expect((await save(publisher.api, jaId, { status: "draft", sections: text("九時に開きます。") })).status).toBe(200);

    expect((await admin.put("/api/cms/languages/ja", {})).status).toBe(400);
    expect((await editor.api.put("/api/cms/languages/ja", { reviewRequired: false })).status).toBe(403);
    const off = await admin.put("/api/cms/languages/ja", { reviewRequired: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ code: "ja", enabled: true, reviewRequired: false });
    expect((await admin.get("/api/cms/languages")).body.find((l: any) => l.code === "ko").reviewRequired).toBe(true);
    expect((await save(publisher.api, jaId, { status: "published" })).status).toBe(200);
    // A translator who may not publish still may not.
    expect((await save(translator.api, jaId, { status: "draft" })).status).toBe(403);

    expect((await admin.put("/api/cms/languages/ja", { reviewRequired: true })).body.reviewRequired).toBe(true);
    expect((await save(publisher.api, jaId, { status: "draft" })).status).toBe(403);
    // Editors still publish directly.
    expect((await save(editor.api, jaId, { status: "draft" })).status).toBe(200);
    expect((await save(editor.api, jaId, { status: "published" })).status).toBe(200);
  });

  it("stores who may review, shows it, and carries it from the invitation to the session", async () => {
    const users = (await admin.get("/api/cms/users")).body as any[];
    expect(users.find((u) => u.id === reviewer.id).canReview).toBe(true);
    expect(users.find((u) => u.id === translator.id).canReview).toBe(false);
    expect((await reviewer.api.get("/api/cms/account")).body.canReview).toBe(true);
    const changed = await admin.put(`/api/cms/users/${translator.id}`, { role: "translator", languages: ["ja"], canReview: true });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.canReview).toBe(true);
    expect((await translator.api.get("/api/cms/reviews")).status).toBe(200);
    const editorChange = await admin.put(`/api/cms/users/${translator.id}`, { role: "editor", canReview: true });
    expect(editorChange.body.canReview).toBe(false);
    expect((await admin.put(`/api/cms/users/${translator.id}`, { role: "translator", languages: ["ja"] })).body.canReview).toBe(false);
    const invited = await admin.post("/api/cms/invitations", {
      email: "rev@example.com",
      role: "translator",
      languages: ["ko"],
      canReview: true,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.canReview).toBe(true);
  });
});
