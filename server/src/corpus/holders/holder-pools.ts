import type { AreaPicker } from '../areas';
import { classProfile } from '../nice-classes';
import { coinedChinese, dictionaryWord } from '../names/new-name';
import { mixSeed, Rng, WeightedPicker, zipfWeights } from '../random';
import { domesticAddress, pickDistrict } from './addresses';
import type { AgencyPool } from './agencies';
import { companyName, type CompanySpec } from './company-names';
import { foreignHolder } from './foreign';
import type { Holder, HolderKind } from './holder';
import { personName } from './person-names';

/** What every holder pool needs to draw from. */
export interface HolderSources {
  seed: number;
  areas: AreaPicker;
  classes: WeightedPicker<number>;
  agencies: AgencyPool;
}

type PoolKind = Exclude<HolderKind, 'association'>;
const POOL_STREAMS: Record<PoolKind, number> = { company: 1, individual: 2, foreign: 3 };

/**
 * Companies, individuals and foreign companies, each list ordered by how much its members
 * file: Zipf-like weights give a few holders hundreds of marks and most of them one to three.
 * Names are unique, as the register's holders table requires.
 */
export class HolderPools {
  private readonly pools = new Map<
    PoolKind,
    { holders: Holder[]; picker: WeightedPicker<Holder> }
  >();
  private readonly usedNames = new Set<string>();
  private nextId = 0;

  constructor(
    private readonly sources: HolderSources,
    marks: number,
  ) {
    this.build('company', Math.max(40, Math.round(marks * 0.27)), 1, marks / 1000);
    this.build('individual', Math.max(20, Math.round(marks * 0.09)), 0.5, 10);
    this.build('foreign', Math.max(10, Math.round(marks * 0.02)), 1, marks / 25000);
  }

  pick(rng: Rng, kind: PoolKind): Holder {
    return this.pool(kind).picker.pick(rng);
  }

  /** A co-owner: mostly a person (a founder beside the company), sometimes another company. */
  coOwner(rng: Rng, holder: Holder): string {
    const holders = this.pool(rng.chance(0.6) ? 'individual' : 'company').holders;
    const other = rng.pick(holders);
    return other.id === holder.id ? rng.pick(this.pool('individual').holders).nameCn : other.nameCn;
  }

  /** Reserves a name for a holder built elsewhere (associations); false when taken. */
  claimName(name: string): boolean {
    if (this.usedNames.has(name)) return false;
    this.usedNames.add(name);
    return true;
  }

  newId(): number {
    return this.nextId++;
  }

  private pool(kind: PoolKind) {
    const pool = this.pools.get(kind);
    if (!pool) throw new Error(`no ${kind} pool`);
    return pool;
  }

  private build(kind: PoolKind, count: number, exponent: number, offset: number): void {
    const rng = new Rng(mixSeed(this.sources.seed, 0x401de5, POOL_STREAMS[kind]));
    const bigUntil = Math.max(3, Math.round(count * 0.003));
    const holders = Array.from({ length: count }, (_, rank) =>
      this.holder(rng, kind, rank < bigUntil),
    );
    const weights = zipfWeights(count, exponent, Math.max(3, offset));
    this.pools.set(kind, { holders, picker: new WeightedPicker(holders, weights) });
  }

  private holder(rng: Rng, kind: PoolKind, big: boolean): Holder {
    const primaryClass = this.sources.classes.pick(rng);
    const word = rng.pick(classProfile(primaryClass).trades);
    const place = this.sources.areas.pick(rng);
    const agency = this.sources.agencies.pick(rng);
    const id = this.newId();
    if (kind === 'foreign') {
      let foreign = foreignHolder(rng, word);
      while (!this.claimName(foreign.nameCn)) foreign = foreignHolder(rng, word);
      return {
        ...foreign,
        id,
        kind,
        primaryClass,
        agency,
        areaCode: null,
        cityCode: null,
        breadth: big ? 0.45 : 0.2,
        agencyShare: 1,
        activeFrom: rng.next() * 0.7,
        activeTo: 1,
      };
    }
    const district = pickDistrict(rng, place);
    const english = kind === 'company' && rng.chance(big ? 0.7 : 0.25);
    const residential = kind === 'individual';
    const address = domesticAddress(rng, { place, district, residential, english });
    const located = {
      id,
      kind,
      primaryClass,
      agency,
      areaCode: place.province.code,
      cityCode: place.city.code,
    };
    if (kind === 'individual') {
      let name = personName(rng);
      while (!this.claimName(name)) name = personName(rng);
      // People file for a short while: a small shop, a side business.
      const activeFrom = rng.next() * 0.97;
      return {
        ...located,
        nameCn: name,
        nameEn: null,
        addrCn: address.cn,
        addrEn: null,
        breadth: 0.03,
        agencyShare: 0.6,
        activeFrom,
        activeTo: activeFrom + 0.03,
      };
    }
    const spec = { place, word, big, district, english };
    let name = this.companyName(rng, spec);
    while (!this.claimName(name.cn)) name = this.companyName(rng, spec);
    // Big holders have filed for decades; most companies are young, some have stopped filing.
    const activeFrom = big ? rng.next() * 0.25 : rng.next() * 0.95;
    const activeTo = rng.chance(0.7) ? 1 : Math.min(1, activeFrom + 0.05 + rng.next() * 0.3);
    return {
      ...located,
      nameCn: name.cn,
      nameEn: name.en,
      addrCn: address.cn,
      addrEn: name.en ? address.en : null,
      breadth: big ? 0.35 : 0.05,
      agencyShare: rng.chance(0.1) ? 0.3 : 0.95,
      activeFrom,
      activeTo,
    };
  }

  private companyName(rng: Rng, spec: Omit<CompanySpec, 'trade'>) {
    const trade = rng.chance(0.7) ? coinedChinese(rng) : dictionaryWord(rng, 2);
    return companyName(rng, { ...spec, trade });
  }
}
