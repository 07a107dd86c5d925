// The lines a transfer tells the guest, in the language their widget speaks (issue 37), as the chat stores
// them: src/teamwork/i18n/<locale>.json (text-catalogue.ts); English when the widget never said.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { isLocale, SOURCE_LOCALE } from 'shared-kernel/i18n';
import type { MessageValues } from 'shared-kernel/i18n-format';
import type { Db } from '../db/database';
import { visitors, type ChatRow } from '../db/schema';
import { catalogueTranslators } from '../mail/text-catalogue';

export type GuestLineKey = 'guestLine.nowChattingWith' | 'guestLine.passedToTeam';

const translatorFor = catalogueTranslators<GuestLineKey>(path.join(__dirname, 'i18n'), 'guest lines');

export async function guestLine(db: Db, chat: Pick<ChatRow, 'visitorRowId'>, key: GuestLineKey, values: MessageValues): Promise<string> {
  const [guest] = await db.select({ language: visitors.language }).from(visitors).where(eq(visitors.id, chat.visitorRowId)).limit(1);
  return translatorFor(isLocale(guest?.language) ? guest.language : SOURCE_LOCALE)(key, values);
}
