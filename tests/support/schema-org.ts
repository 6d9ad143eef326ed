/**
 * Checks JSON-LD against the schema.org vocabulary offline: release 30.0, kept gzipped in
 * tests/fixtures/schemaorg/ (its ORIGIN.md), read by @adobe/structured-data-validator. Every type
 * must be a schema.org type and every property one of its own; any issue the validator raises, an
 * error or a warning, is returned.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import Validator from "@adobe/structured-data-validator";

const VOCABULARY = new URL("../fixtures/schemaorg/schemaorg-current-https-30.0.jsonld.gz", import.meta.url);

let validator: Validator | null = null;

function schemaOrgValidator(): Validator {
  validator ??= new Validator(JSON.parse(gunzipSync(readFileSync(VOCABULARY)).toString("utf8")));
  return validator;
}

export type JsonLdNode = Record<string, unknown>;

/** The parsed text of every `<script type="application/ld+json">` of a page. */
export function jsonLdDocuments(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!) as JsonLdNode,
  );
}

/** The top-level nodes of documents: a graph's nodes, or the document itself. */
export function topNodes(documents: readonly JsonLdNode[]): JsonLdNode[] {
  return documents.flatMap((document) => (Array.isArray(document["@graph"]) ? (document["@graph"] as JsonLdNode[]) : [document]));
}

/** Every node with a type, nested ones included. */
export function allNodes(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(allNodes);
  if (typeof value !== "object" || value === null) return [];
  const node = value as JsonLdNode;
  return [...(node["@type"] ? [node] : []), ...Object.values(node).flatMap(allNodes)];
}

/**
 * What the validator finds wrong in these documents, as readable lines ("ERROR Service: ...").
 * It walks typed nodes only: a graph's nodes are given to it one by one (it would see a graph,
 * which has no type, as nothing to check), and a node without a type is an issue of its own.
 */
export async function schemaOrgIssues(documents: readonly JsonLdNode[]): Promise<string[]> {
  const issues: string[] = [];
  const byType: Record<string, JsonLdNode[]> = {};
  for (const document of documents) {
    if (document["@context"] !== "https://schema.org") issues.push(`ERROR document: @context is ${JSON.stringify(document["@context"])}`);
  }
  for (const node of topNodes(documents)) {
    const type = node["@type"];
    if (typeof type !== "string") {
      issues.push(`ERROR node without a single @type: ${JSON.stringify(node).slice(0, 120)}`);
      continue;
    }
    (byType[type] ??= []).push(structuredClone(node));
  }
  const results = await schemaOrgValidator().validate({ jsonld: byType });
  for (const result of results) issues.push(`${result.severity} ${result.rootType}: ${result.issueMessage}`);
  return issues;
}
