import type { Logger } from "pino";
import { type HomeContent, mergeHomeContent } from "../../app/content/home-defaults";
import type { PageService } from "../cms/pages";

/**
 * The home page's fifteen texts: each from the published `home` page's section of that key,
 * otherwise its built-in default. The page service has sanitised the two keys rendered as HTML.
 * Content that cannot be read is logged and the defaults are shown: the home page never fails.
 */
export class HomeContentService {
  constructor(
    private readonly pages: PageService,
    private readonly logger: Logger,
  ) {}

  async get(): Promise<HomeContent> {
    return (await this.read()).content;
  }

  /** The texts, and whether they are the defaults only because the content could not be read. */
  async read(): Promise<{ content: HomeContent; failed: boolean }> {
    try {
      const page = await this.pages.getPublished("home");
      return { content: mergeHomeContent(page?.sections.map((s) => ({ sectionKey: s.sectionKey, text: s.content.text })) ?? null), failed: false };
    } catch (err) {
      this.logger.error({ err }, "could not read the home page content; showing the defaults");
      return { content: mergeHomeContent(null), failed: true };
    }
  }
}
