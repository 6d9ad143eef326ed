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
    try {
      const page = await this.pages.getPublished("home");
      return mergeHomeContent(page?.sections.map((s) => ({ sectionKey: s.sectionKey, text: s.content.text })) ?? null);
    } catch (err) {
      this.logger.error({ err }, "could not read the home page content; showing the defaults");
      return mergeHomeContent(null);
    }
  }
}
