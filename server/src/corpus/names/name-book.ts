import type { Rng } from '../random';
import type { Brand } from './brand';
import { newBrand } from './new-name';
import { variantOf } from './variants';

/** How a filing's name relates to earlier ones. */
type NameOrigin = 'new' | 'own' | 'ownVariant' | 'copy' | 'imitation';

/** A holder keeps at most this many brands in mind; big holders cycle through theirs. */
const BRANDS_PER_HOLDER = 12;
/** Names other holders may copy or imitate: the most recent filings. */
const RECENT_NAMES = 4096;

/**
 * Chances per filing, cumulative: the holder's brand again, a variant of it, another
 * holder's name, an imitation of it; the rest are new names. Tuned so that roughly a fifth of
 * a corpus's marks share a name or family with another filing (plus multi-class filings).
 */
function originOf(roll: number): NameOrigin {
  if (roll < 0.1) return 'own';
  if (roll < 0.2) return 'ownVariant';
  if (roll < 0.235) return 'copy';
  if (roll < 0.27) return 'imitation';
  return 'new';
}

/**
 * Chooses each filing's brand: the holder's own brand again (same name, more classes), a
 * variant of it (a family), another holder's name (a duplicate) or an imitation of it (a
 * near-duplicate), or a new name. Keeps only the state those choices need.
 */
export class NameBook {
  private readonly byHolder = new Map<number, Brand[]>();
  private readonly recent: Brand[] = [];
  private recentCursor = 0;
  private readonly used = new Set<string>();

  choose(rng: Rng, holderId: number, year: number): Brand {
    const own = this.byHolder.get(holderId);
    let origin = originOf(rng.next());
    // A first filing has no brand of its own yet; the first filings have no one to copy.
    if ((origin === 'own' || origin === 'ownVariant') && !own) origin = 'new';
    if ((origin === 'copy' || origin === 'imitation') && this.recent.length === 0) origin = 'new';
    let brand: Brand;
    if (origin === 'own') brand = rng.pick(own ?? []);
    else if (origin === 'ownVariant') brand = varied(rng, rng.pick(own ?? []));
    // A copied name comes with a logo of its own: the holders are unrelated.
    else if (origin === 'copy') brand = { ...rng.pick(this.recent), design: rng.int(0x7fffffff) };
    else if (origin === 'imitation') brand = varied(rng, rng.pick(this.recent));
    else brand = newBrand(rng, year, (name) => this.used.has(name));
    this.remember(rng, holderId, brand, origin);
    return brand;
  }

  private remember(rng: Rng, holderId: number, brand: Brand, origin: NameOrigin): void {
    this.used.add(brand.name);
    if (origin !== 'own') {
      const own = this.byHolder.get(holderId) ?? [];
      if (own.length < BRANDS_PER_HOLDER) own.push(brand);
      else own[rng.int(own.length)] = brand;
      this.byHolder.set(holderId, own);
    }
    if (brand.script === 'figure') return;
    if (this.recent.length < RECENT_NAMES) this.recent.push(brand);
    else this.recent[this.recentCursor] = brand;
    this.recentCursor = (this.recentCursor + 1) % RECENT_NAMES;
  }
}

/** A family variant; a figurative-only mark keeps its name 图形 and varies only its colours. */
function varied(rng: Rng, brand: Brand): Brand {
  if (brand.script === 'figure') return { ...brand, palette: rng.int(0x7fffffff) };
  return variantOf(rng, brand);
}
