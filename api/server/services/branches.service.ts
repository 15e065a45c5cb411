import { asc, eq } from 'drizzle-orm';
import type { Branch, CreditOfficer } from '../../contract/branches';
import type { Language } from '../../contract/validation';
import type { Queryable } from '../db/database';
import { branches, creditOfficers } from '../db/schema';
import { notFound } from '../http/app-error';

export async function listBranches(q: Queryable, lang: Language): Promise<Branch[]> {
  const rows = await q.select().from(branches).orderBy(asc(branches.position), asc(branches.code));
  return rows.map((row) => ({
    code: row.code,
    name: row.name[lang],
    address: row.address[lang],
    city: row.city[lang],
    phone: row.phone,
    isHeadOffice: row.isHeadOffice,
    openingHours: row.openingHours[lang],
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

export async function listCreditOfficers(q: Queryable, branchCode: string, lang: Language): Promise<CreditOfficer[]> {
  const [branch] = await q.select({ code: branches.code }).from(branches).where(eq(branches.code, branchCode));
  if (!branch) throw notFound();
  const rows = await q.select().from(creditOfficers).where(eq(creditOfficers.branchCode, branchCode)).orderBy(asc(creditOfficers.id));
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName[lang],
    phone: row.phone,
    email: row.email,
    languages: row.languages.filter((l): l is Language => l === 'hy' || l === 'ru' || l === 'en'),
  }));
}
