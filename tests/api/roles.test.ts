/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are JSON, checked by the assertions */
/**
 * Every endpoint for signed-in people with every role (docs/product.md, "Roles"): the table below
 * is the policy as a person meets it, one expected status per role, asserted row by row. A 403
 * names what the role may do instead; an allowed request answers what the endpoint answers
 * (a 404 for an id that names nothing shows the role check let it through).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, type TestServer, engines, startServer } from "./harness";
import { adminClient, newPerson } from "./people-helpers";

type Who = "administrator" | "editor" | "translator" | "anonymous";
const WHO: Who[] = ["administrator", "editor", "translator", "anonymous"];

interface Fixtures {
  englishPage: { id: number };
  revisionId: number;
  mediaId: number;
  image: Buffer;
  /** One of each per role, so that a change allowed for one does not take away another's target. */
  own: Record<
    Who,
    { deletable: number; trashed: number; sectionToEdit: number; sectionToDelete: number; throwaway: number; toTranslate: number }
  >;
  translatorId: number;
}

type Row = {
  name: string;
  request: (api: ApiClient, f: Fixtures, who: Who) => Promise<{ status: number; body: any; text: string }>;
  expect: [number, number, number, number];
};

const pagePayload = (slug: string, status = "draft") => ({
  title: `Page ${slug}`,
  slug,
  status,
  metaDescription: null,
  metaKeywords: null,
  sections: [],
});
const section = (key: string) => ({ sectionKey: key, sectionType: "text", content: { text: "Hello" }, sortOrder: 0 });
const settingsVersion = async (api: ApiClient) => (await api.get("/api/cms/settings")).body?.version ?? 1;
const PASSWORD: Record<Who, string> = {
  administrator: "first-password-1",
  editor: "a-Long-passphrase-42",
  translator: "a-Long-passphrase-42",
  anonymous: "x",
};

//                                                                             admin editor translator anonymous
const TABLE: Row[] = [
  { name: "GET /pages", request: (api) => api.get("/api/cms/pages"), expect: [200, 200, 200, 401] },
  { name: "GET /pages?page=1", request: (api) => api.get("/api/cms/pages?page=1"), expect: [200, 200, 200, 401] },
  { name: "GET /pages/{id}", request: (api, f) => api.get(`/api/cms/pages/${f.englishPage.id}`), expect: [200, 200, 200, 401] },
  {
    name: "POST /pages",
    request: (api, _f, who) => api.post("/api/cms/pages", pagePayload(`made-by-${who}`)),
    expect: [201, 201, 403, 401],
  },
  {
    name: "POST /sections",
    request: (api, f, who) => api.post("/api/cms/sections", { pageId: f.englishPage.id, ...section(`added-by-${who}`) }),
    expect: [201, 201, 403, 401],
  },
  {
    name: "PUT /sections/{id}",
    request: (api, f, who) => api.put(`/api/cms/sections/${f.own[who].sectionToEdit}`, section(`edit-${who}`)),
    expect: [200, 200, 403, 401],
  },
  {
    name: "DELETE /sections/{id}",
    request: (api, f, who) => api.delete(`/api/cms/sections/${f.own[who].sectionToDelete}`),
    expect: [200, 200, 403, 401],
  },
  {
    name: "PUT /pages/{id} (English)",
    request: (api, f) =>
      api.put(`/api/cms/pages/${f.englishPage.id}`, { ...pagePayload("english-page", "published"), sections: undefined }),
    expect: [200, 200, 403, 401],
  },
  {
    name: "DELETE /pages/{id} (English)",
    request: (api, f, who) => api.delete(`/api/cms/pages/${f.own[who].deletable}`),
    expect: [200, 200, 403, 401],
  },
  {
    name: "GET /pages/{id}/revisions",
    request: (api, f) => api.get(`/api/cms/pages/${f.englishPage.id}/revisions`),
    expect: [200, 200, 200, 401],
  },
  {
    name: "GET /pages/{id}/revisions/{r}",
    request: (api, f) => api.get(`/api/cms/pages/${f.englishPage.id}/revisions/${f.revisionId}`),
    expect: [200, 200, 200, 401],
  },
  {
    name: "POST /pages/{id}/revisions/{r}/restore",
    request: async (api, f) =>
      api.post(`/api/cms/pages/${f.englishPage.id}/revisions/${f.revisionId}/restore`, {
        version: (await api.get(`/api/cms/pages/${f.englishPage.id}`)).body?.version ?? 1,
      }),
    expect: [200, 200, 403, 401],
  },
  { name: "GET /trash", request: (api) => api.get("/api/cms/trash"), expect: [200, 200, 200, 401] },
  {
    name: "POST /trash/{id}/restore",
    request: (api, f, who) => api.post(`/api/cms/trash/${f.own[who].trashed}/restore`),
    expect: [200, 200, 403, 401],
  },
  {
    name: "DELETE /trash/{id}",
    request: (api, f, who) => api.delete(`/api/cms/trash/${f.own[who].trashed}`),
    expect: [404, 404, 403, 401],
  },
  { name: "GET /media", request: (api) => api.get("/api/cms/media"), expect: [200, 200, 200, 401] },
  { name: "GET /media/{id}", request: (api, f) => api.get(`/api/cms/media/${f.mediaId}`), expect: [200, 200, 200, 401] },
  { name: "POST /media", request: (api, f) => api.upload(f.image, "role-table.png", "", "image/png"), expect: [200, 200, 200, 401] },
  {
    name: "PUT /media/{id}",
    request: (api, f, who) => api.put(`/api/cms/media/${f.mediaId}`, { alt: `Alt by ${who}` }),
    expect: [200, 200, 200, 401],
  },
  { name: "DELETE /media/{id}", request: (api) => api.delete("/api/cms/media/2147483000"), expect: [404, 404, 403, 401] },
  { name: "GET /settings", request: (api) => api.get("/api/cms/settings"), expect: [200, 200, 200, 401] },
  {
    name: "PUT /settings (texts)",
    request: async (api) => api.put("/api/cms/settings", { version: await settingsVersion(api), values: { nav_home: "Home" } }),
    expect: [200, 200, 403, 401],
  },
  {
    name: "PUT /settings (facts)",
    request: async (api) => api.put("/api/cms/settings", { version: await settingsVersion(api), values: { phone: "+1 (671) 555-0199" } }),
    expect: [200, 403, 403, 401],
  },
  { name: "GET /languages", request: (api) => api.get("/api/cms/languages"), expect: [200, 200, 200, 401] },
  { name: "PUT /languages/{code}", request: (api) => api.put("/api/cms/languages/ja", { enabled: true }), expect: [200, 403, 403, 401] },
  {
    name: "GET /pages/{id}/translations",
    request: (api, f) => api.get(`/api/cms/pages/${f.englishPage.id}/translations`),
    expect: [200, 200, 200, 401],
  },
  {
    name: "POST /pages/{id}/translations (Japanese)",
    request: (api, f, who) => api.post(`/api/cms/pages/${f.own[who].toTranslate}/translations`, { locale: "ja" }),
    expect: [201, 201, 201, 401],
  },
  {
    name: "POST /pages/{id}/translations (Korean)",
    request: (api, f, who) => api.post(`/api/cms/pages/${f.own[who].toTranslate}/translations`, { locale: "ko" }),
    expect: [201, 201, 403, 401],
  },
  {
    name: "GET /translations/{locale}/xliff (Japanese)",
    request: (api) => api.get("/api/cms/translations/ja/xliff"),
    expect: [200, 200, 200, 401],
  },
  {
    name: "GET /translations/{locale}/xliff (Korean)",
    request: (api) => api.get("/api/cms/translations/ko/xliff"),
    expect: [200, 200, 403, 401],
  },
  {
    name: "POST /translations/{locale}/xliff (Korean)",
    request: (api) => api.request("POST", "/api/cms/translations/ko/xliff", "<xliff/>", { "Content-Type": "application/xliff+xml" }),
    expect: [400, 400, 403, 401],
  },
  { name: "GET /translations/{locale}", request: (api) => api.get("/api/cms/translations/ja"), expect: [200, 200, 200, 401] },
  {
    name: "PUT /settings?locale=ja (texts)",
    request: async (api) =>
      api.put("/api/cms/settings?locale=ja", {
        version: (await api.get("/api/cms/settings?locale=ja")).body?.version ?? 1,
        values: { nav_home: "ホーム" },
      }),
    expect: [200, 200, 200, 401],
  },
  { name: "GET /users", request: (api) => api.get("/api/cms/users"), expect: [200, 403, 403, 401] },
  {
    name: "PUT /users/{id}",
    request: (api, f) => api.put(`/api/cms/users/${f.translatorId}`, { role: "translator", languages: ["ja"] }),
    expect: [200, 403, 403, 401],
  },
  { name: "DELETE /users/{id}", request: (api) => api.delete("/api/cms/users/2147483000"), expect: [404, 403, 403, 401] },
  {
    name: "PUT /users/{id}/email (wrong password)",
    request: (api, f) => api.put(`/api/cms/users/${f.translatorId}/email`, { email: "moved@example.com", password: "not-the-password" }),
    expect: [400, 403, 403, 401],
  },
  {
    name: "DELETE /users/{id}/sessions",
    request: (api, f, who) => api.delete(`/api/cms/users/${f.own[who].throwaway}/sessions`),
    expect: [200, 403, 403, 401],
  },
  // Run for the administrator last, apart (it ends everyone else's sessions).
  {
    name: "POST /users/sign-out-everyone",
    request: (api, _f, who) =>
      who === "administrator" ? Promise.resolve({ status: 200, body: null, text: "" }) : api.post("/api/cms/users/sign-out-everyone"),
    expect: [200, 403, 403, 401],
  },
  { name: "GET /invitations", request: (api) => api.get("/api/cms/invitations"), expect: [200, 403, 403, 401] },
  {
    name: "POST /invitations",
    request: (api, _f, who) => api.post("/api/cms/invitations", { email: `invited-by-${who}@example.com`, role: "editor" }),
    expect: [201, 403, 403, 401],
  },
  { name: "DELETE /invitations/{id}", request: (api) => api.delete("/api/cms/invitations/2147483000"), expect: [404, 403, 403, 401] },
  { name: "GET /account-policy", request: (api) => api.get("/api/cms/account-policy"), expect: [200, 403, 403, 401] },
  {
    name: "PUT /account-policy",
    request: (api) => api.put("/api/cms/account-policy", { requireSecondFactor: false }),
    expect: [200, 403, 403, 401],
  },
  { name: "GET /activity", request: (api) => api.get("/api/cms/activity"), expect: [200, 403, 403, 401] },
  { name: "GET /account", request: (api) => api.get("/api/cms/account"), expect: [200, 200, 200, 401] },
  {
    name: "POST /account/email (wrong password)",
    request: (api) => api.post("/api/cms/account/email", { email: "elsewhere@example.com", password: "not-the-password" }),
    expect: [400, 400, 400, 401],
  },
  { name: "GET /account/sessions", request: (api) => api.get("/api/cms/account/sessions"), expect: [200, 200, 200, 401] },
  {
    name: "DELETE /account/sessions/{id}",
    request: (api) => api.request("DELETE", "/api/cms/account/sessions/not-a-session", { password: "x" }),
    expect: [404, 404, 404, 401],
  },
  {
    name: "POST /account/sessions/sign-out-others",
    request: (api, _f, who) => api.post("/api/cms/account/sessions/sign-out-others", { password: PASSWORD[who] }),
    expect: [200, 200, 200, 401],
  },
  {
    name: "PUT /account/password (wrong current)",
    request: (api) =>
      api.put("/api/cms/account/password", { currentPassword: "not-the-password", newPassword: "a-Different-passphrase-7" }),
    expect: [400, 400, 400, 401],
  },
  {
    name: "POST /account/totp",
    request: (api, _f, who) => api.post("/api/cms/account/totp", { password: PASSWORD[who] }),
    expect: [200, 200, 200, 401],
  },
  {
    name: "POST /account/totp/confirm (wrong code)",
    request: (api) => api.post("/api/cms/account/totp/confirm", { code: "000000" }),
    expect: [400, 400, 400, 401],
  },
  {
    name: "POST /account/totp/recovery-codes (no second factor)",
    request: (api, _f, who) => api.post("/api/cms/account/totp/recovery-codes", { password: PASSWORD[who] }),
    expect: [400, 400, 400, 401],
  },
  {
    name: "DELETE /account/totp (none on)",
    request: (api, _f, who) => api.request("DELETE", "/api/cms/account/totp", { password: PASSWORD[who], code: "123456" }),
    expect: [409, 409, 409, 401],
  },
];

describe.each(engines)("role × endpoint (%s)", (engine) => {
  let server: TestServer;
  let f: Fixtures;
  const clients = {} as Record<Who, ApiClient>;

  beforeAll(async () => {
    server = await startServer(engine);
    const admin = await adminClient(server);
    clients.administrator = admin;
    clients.editor = (await newPerson(server, admin, "editor")).api;
    const translator = await newPerson(server, admin, "translator", { languages: ["ja"] });
    clients.translator = translator.api;
    clients.anonymous = server.client();
    for (const code of ["ja", "ko"]) expect((await admin.put(`/api/cms/languages/${code}`, { enabled: true })).status).toBe(200);
    const settingsId = (await admin.get("/api/cms/settings")).body.id as number;
    for (const code of ["ja", "ko"])
      expect((await admin.post(`/api/cms/pages/${settingsId}/translations`, { locale: code })).status).toBe(201);
    const english = (await admin.post("/api/cms/pages", pagePayload("english-page", "published"))).body;
    const revisions = (await admin.get(`/api/cms/pages/${english.id}/revisions`)).body;
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const media = (await admin.upload(image, "role-table.png", "", "image/png")).body;
    const own = {} as Fixtures["own"];
    for (const who of WHO) {
      const deletable = (await admin.post("/api/cms/pages", pagePayload(`delete-me-${who}`))).body.id as number;
      const trashed = (await admin.post("/api/cms/pages", pagePayload(`trash-me-${who}`))).body.id as number;
      await admin.delete(`/api/cms/pages/${trashed}`);
      const edit = (await admin.post("/api/cms/sections", { pageId: english.id, ...section(`to-edit-${who}`) })).body.id as number;
      const del = (await admin.post("/api/cms/sections", { pageId: english.id, ...section(`to-delete-${who}`) })).body.id as number;
      const throwaway = (await newPerson(server, admin, "editor")).id;
      const toTranslate = (await admin.post("/api/cms/pages", pagePayload(`translate-me-${who}`, "published"))).body.id as number;
      own[who] = { deletable, trashed, sectionToEdit: edit, sectionToDelete: del, throwaway, toTranslate };
    }
    f = { englishPage: english, revisionId: revisions.at(-1).id, mediaId: media.id, image, own, translatorId: translator.id };
  });
  afterAll(async () => {
    await server?.dispose();
  });

  for (const row of TABLE) {
    it(`${row.name}: ${row.expect.join(", ")} for ${WHO.join(", ")}`, async () => {
      const got: number[] = [];
      for (const who of WHO) {
        const res = await row.request(clients[who], f, who);
        got.push(res.status);
        if (res.status === 403) expect(res.body.message, `${who}: ${row.name}`).toMatch(/\w+ \w+/);
      }
      expect(got).toEqual(row.expect);
    });
  }

  it("a translator changes the translations of their languages only, and publishes only when allowed", async () => {
    const admin = clients.administrator;
    const translator = clients.translator;
    const english = (await admin.post("/api/cms/pages", pagePayload("to-japanese", "published"))).body;
    const ja = await translator.post(`/api/cms/pages/${english.id}/translations`, { locale: "ja" });
    expect(ja.status, ja.text).toBe(201);
    expect(ja.body).toMatchObject({ locale: "ja", sourcePageId: english.id, status: "draft" });
    const save = (api: ApiClient, page: any, status: string) =>
      api.put(`/api/cms/pages/${page.id}`, { title: "日本語のページ", slug: page.slug, status, metaDescription: null, metaKeywords: null });
    expect((await save(translator, ja.body, "draft")).status).toBe(200);
    const publish = await save(translator, ja.body, "published");
    expect(publish.status).toBe(403);
    expect(publish.body.message).toMatch(/not publish/);
    const ko = (await admin.post(`/api/cms/pages/${english.id}/translations`, { locale: "ko" })).body;
    const other = await save(translator, ko, "draft");
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("This translation is in Korean: you translate Japanese");
    expect((await translator.delete(`/api/cms/pages/${ko.id}`)).status).toBe(403);
    const refusedKo = await translator.put(`/api/cms/settings?locale=ko`, { version: 1, values: { nav_home: "홈" } });
    expect(refusedKo.status).toBe(403);
    expect(refusedKo.body.message).toBe("You translate Japanese, not Korean");
    expect((await translator.put(`/api/cms/settings?locale=ja`, { version: 1, values: { phone: "1" } })).status).toBe(403);

    // Allowed to publish: the same save goes through, and it is recorded as theirs.
    expect((await admin.put(`/api/cms/users/${f.translatorId}`, { role: "translator", languages: ["ja"], canPublish: true })).status).toBe(
      200,
    );
    // Not while Japanese is reviewed before publishing (on by default): then the same save goes through.
    const reviewed = await save(translator, ja.body, "published");
    expect(reviewed.status).toBe(403);
    expect(reviewed.body.message).toBe("Translations into Japanese are reviewed before they are published: send it for review");
    expect((await admin.put("/api/cms/languages/ja", { reviewRequired: false })).status).toBe(200);
    expect((await save(translator, ja.body, "published")).status).toBe(200);
    const activity = (await admin.get("/api/cms/activity?kind=page-published")).body.items[0];
    expect(activity).toMatchObject({ personId: f.translatorId, target: { id: ja.body.id } });
    // Still never an English page.
    expect((await save(translator, english, "published")).status).toBe(403);
  });

  it("the settings' business facts stay the administrators' when the settings are saved as a page", async () => {
    const { administrator: admin, editor } = clients;
    const settingsId = (await admin.get("/api/cms/settings")).body.id as number;
    const save = async (api: ApiClient, change: (sections: any[]) => any[]) => {
      const page = (await api.get(`/api/cms/pages/${settingsId}`)).body;
      const sections = change(page.sections.map(({ pageId: _p, ...section }: any) => section));
      return api.put(`/api/cms/pages/${settingsId}`, {
        title: page.title,
        slug: page.slug,
        status: page.status,
        metaDescription: page.metaDescription,
        metaKeywords: page.metaKeywords,
        version: page.version,
        sections,
      });
    };
    const withText = (key: string, text: string) => (sections: any[]) => [
      ...sections.filter((section) => section.sectionKey !== key),
      { sectionKey: key, sectionType: "text", content: { text }, sortOrder: sections.length },
    ];
    expect((await save(editor, withText("nav_home", "Start"))).status).toBe(200);
    const facts = await save(editor, withText("phone", "+1 (671) 555-0100"));
    expect(facts.status).toBe(403);
    expect(facts.body.message).toMatch(/^Only administrators can change the business facts .*: Phone$/);
    expect((await save(admin, withText("phone", "+1 (671) 555-0100"))).status).toBe(200);
    // Kept as stored, the fact does not stop an editor's save of the texts.
    expect((await save(editor, withText("nav_home", "Home"))).status).toBe(200);
    const revision = (await admin.get(`/api/cms/pages/${settingsId}/revisions`)).body.at(-1).id;
    const version = (await admin.get(`/api/cms/pages/${settingsId}`)).body.version;
    expect((await editor.post(`/api/cms/pages/${settingsId}/revisions/${revision}/restore`, { version })).status).toBe(403);
  });

  it("POST /users/sign-out-everyone by the administrator ends everyone else's sessions, not theirs", async () => {
    const res = await clients.administrator.post("/api/cms/users/sign-out-everyone");
    expect(res.status).toBe(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(2);
    expect((await clients.editor.get("/api/cms/pages")).status).toBe(401);
    expect((await clients.translator.get("/api/cms/pages")).status).toBe(401);
    expect((await clients.administrator.get("/api/cms/pages")).status).toBe(200);
  });
});
