import express, { type Request, type Response } from "express";
import { XLIFF_MAX_BYTES } from "../../app/lib/limits";
import { invalidInput } from "../errors";
import { tooLargeFile } from "../i18n/xliff/parse";
import { requireTranslationLanguage } from "../people/policy";
import { allowWhen, personOf } from "./authorize";
import { parseLocale } from "./translations";

/**
 * Translators download and import the files of their own languages only, XLIFF and TMX alike
 * (docs/product.md, 7.10): the language is the address's (`/translations/{locale}/...`).
 */
export const ownLanguage = allowWhen((req, res) => requireTranslationLanguage(personOf(res), parseLocale(req.params.locale)));

/**
 * A file sent as the request body, read only up to the imports' limit and never inflated (a
 * compressed body could be far larger than it says); the reader's refusals in our own words,
 * naming the kind of file (`format`: "XLIFF", "TMX").
 */
export function xmlFileBody(types: string[], format: string): (req: Request, res: Response) => Promise<Buffer> {
  const read = express.raw({ type: types, limit: XLIFF_MAX_BYTES, inflate: false });
  return (req, res) =>
    new Promise((resolve, reject) => {
      read(req, res, (err?: unknown) => {
        if (!err) return resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        const status = (err as { status?: number }).status;
        if (status === 413) return reject(tooLargeFile());
        if (status === 415) return reject(invalidInput(`Send the ${format} file uncompressed (without a Content-Encoding)`));
        reject(err);
      });
    });
}
