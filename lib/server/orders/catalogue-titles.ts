import { textIn, type Language } from '@/lib/domain/language';
import { getCatalogue } from '../activities';

/** Titles from the catalogue in the reader's language: an order's mails and the back office's order page. */
export async function catalogueTitles(language: Language) {
  const catalogue = await getCatalogue();
  const activity = (id: string) => {
    const found = catalogue.activities.find((a) => a.id === id);
    return found ? textIn(found.texts, language).title : id;
  };
  const variation = (activityId: string, id: string) => {
    const found = catalogue.variationsByActivity.get(activityId)?.find((v) => v.id === id);
    return found ? textIn(found.texts, language).title : id;
  };
  const addOn = (activityId: string, id: string) => {
    const found = catalogue.addOnsByActivity.get(activityId)?.find((a) => a.id === id);
    return found ? textIn(found.texts, language).title : id;
  };
  const upgrade = (activityId: string, id: string | null) => {
    const found = id ? catalogue.upgradesByActivity.get(activityId)?.find((u) => u.id === id) : undefined;
    return found ? textIn(found.texts, language).title : null;
  };
  return { activity, variation, addOn, upgrade };
}
