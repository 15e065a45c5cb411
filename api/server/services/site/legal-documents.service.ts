import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Acceptance, LegalDocument, LegalDocumentKind } from '../../../contract/site-content';
import { legalDocumentKinds } from '../../../contract/site-content';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { documentAcceptances, legalDocuments } from '../../db/schema';
import { notFound } from '../../http/app-error';

type DocumentRow = typeof legalDocuments.$inferSelect;

/** The latest version of each kind: the version in force. */
async function latestVersions(q: Queryable): Promise<Map<string, number>> {
  const rows = await q.selectDistinctOn([legalDocuments.kind], { kind: legalDocuments.kind, version: legalDocuments.version }).from(legalDocuments).orderBy(legalDocuments.kind, desc(legalDocuments.version));
  return new Map(rows.map((row) => [row.kind, row.version]));
}

const view = (row: DocumentRow, lang: Language, current: boolean): LegalDocument => ({
  kind: row.kind as LegalDocumentKind,
  version: row.version,
  current,
  publishedAt: row.publishedAt.toISOString(),
  title: row.title[lang],
  summary: row.summary[lang],
  sections: row.sections.map((section) => ({ number: section.number, heading: section.heading[lang], body: section.body[lang], required: section.required === true })),
});

/** The version in force of a document, in the request's language. */
export async function currentDocument(q: Queryable, kind: LegalDocumentKind, lang: Language): Promise<LegalDocument> {
  const [row] = await q.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)).orderBy(desc(legalDocuments.version)).limit(1);
  if (!row) throw notFound();
  return view(row, lang, true);
}

/** One version of a document, as whoever accepted it read it (an older one says it is no longer in force). */
export async function documentVersion(q: Queryable, kind: LegalDocumentKind, version: number, lang: Language): Promise<LegalDocument> {
  const [row] = await q.select().from(legalDocuments).where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)));
  if (!row) throw notFound();
  const latest = await latestVersions(q);
  return view(row, lang, latest.get(kind) === version);
}

/** The versions in force of every document. */
export async function currentVersions(q: Queryable, lang: Language) {
  const latest = await latestVersions(q);
  const rows = await q.select({ kind: legalDocuments.kind, version: legalDocuments.version, title: legalDocuments.title }).from(legalDocuments).where(inArray(legalDocuments.kind, [...legalDocumentKinds]));
  return legalDocumentKinds.flatMap((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind && candidate.version === latest.get(kind));
    return row ? [{ kind, version: row.version, title: row.title[lang] }] : [];
  });
}

/**
 * Records that a person accepted the version in force of a document (or some of a consent's items),
 * inside the caller's transaction, so the acceptance exists exactly when what it allowed does.
 */
export async function recordAcceptance(q: Queryable, now: Date, acceptance: { userId: string; kind: LegalDocumentKind; items?: readonly string[]; context: string }): Promise<number> {
  const latest = await latestVersions(q);
  const version = latest.get(acceptance.kind);
  if (version === undefined) throw new Error(`no ${acceptance.kind} document to accept`);
  await q.insert(documentAcceptances).values({ userId: acceptance.userId, kind: acceptance.kind, version, items: [...(acceptance.items ?? [])], context: acceptance.context, acceptedAt: now });
  return version;
}

/** What the person accepted, newest first: each document's version, its items and where. */
export async function listAcceptances(q: Queryable, userId: string, lang: Language): Promise<Acceptance[]> {
  const rows = await q
    .select({ acceptance: documentAcceptances, title: legalDocuments.title })
    .from(documentAcceptances)
    .innerJoin(legalDocuments, and(eq(legalDocuments.kind, documentAcceptances.kind), eq(legalDocuments.version, documentAcceptances.version)))
    .where(eq(documentAcceptances.userId, userId))
    .orderBy(desc(documentAcceptances.acceptedAt), desc(documentAcceptances.id));
  return rows.map(({ acceptance, title }) => ({
    kind: acceptance.kind as LegalDocumentKind,
    version: acceptance.version,
    title: title[lang],
    items: acceptance.items,
    context: acceptance.context,
    acceptedAt: acceptance.acceptedAt.toISOString(),
  }));
}
