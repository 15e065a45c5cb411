import { asc } from 'drizzle-orm';
import type { FacilityGroup } from '../../../contract/catalogue';
import type { Language } from '../../../contract/validation';
import type { Queryable } from '../../db/database';
import { facilities, wallTypes, type Localized, type WallType } from '../../db/schema';
import { regionAreas, yerevanAreas } from '../../db/seed/catalogue-vocabulary';

const wallNames: Record<WallType, Localized> = {
  stone: { hy: 'Քարե', ru: 'Каменный', en: 'Stone' },
  monolithic: { hy: 'Մոնոլիտ', ru: 'Монолитный', en: 'Monolithic' },
  panel: { hy: 'Պանելային', ru: 'Панельный', en: 'Panel' },
  tape: { hy: 'Ժապավենային', ru: 'Ленточный', en: 'Tape' },
};

/** Wall types (spec section 3) by key, named in the language asked for. */
export const walls = (lang: Language) => wallTypes.map((key) => ({ key, name: wallNames[key][lang] }));

/** The amenities tree: groups with their facilities, in their order. */
export async function facilitiesTree(q: Queryable, lang: Language): Promise<FacilityGroup[]> {
  const rows = await q.select().from(facilities).orderBy(asc(facilities.position), asc(facilities.id));
  const groups = new Map<number, FacilityGroup>();
  for (const row of rows) if (row.parentId === null) groups.set(row.id, { id: row.id, key: row.key, name: row.name[lang], children: [] });
  for (const row of rows) if (row.parentId !== null) groups.get(row.parentId)?.children.push({ id: row.id, key: row.key, name: row.name[lang] });
  return [...groups.values()];
}

/** The districts of Yerevan, then the regions, as the catalogue's filters offer them. */
export const districts = (lang: Language) => [...yerevanAreas, ...regionAreas].map((area) => ({ key: area.key, name: area.name[lang], kind: area.kind }));
