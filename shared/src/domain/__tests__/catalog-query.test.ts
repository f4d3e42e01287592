import {
  CATALOG_LIMITS,
  DEFAULT_CATALOG_QUERY,
  PRICE_RANGE_ERROR,
  capacityLabel,
  capacityToken,
  catalogParamError,
  catalogQueryToParams,
  hasCatalogParams,
  parseCapacity,
  parseCatalogQuery,
  searchTerms,
} from '../catalog-query';

describe('capacities', () => {
  it('reads every Indian spelling of a tonnage as one capacity', () => {
    for (const text of ['2 ton', '2-ton', '2T', '2 tonne', '2ton', '2 Tons', ' 2 TR ', '2 - ton'])
      expect(parseCapacity(text)).toEqual({ value: 2, unit: 'ton' });
    expect(parseCapacity('1.5 Ton')).toEqual({ value: 1.5, unit: 'ton' });
    expect(parseCapacity('0.75t')).toEqual({ value: 0.75, unit: 'ton' });
  });

  it('reads kVA in any case, and VA as thousandths of a kVA', () => {
    for (const text of ['5kva', '5 KVA', '5 kVA', '5-kva', '5000 VA'])
      expect(parseCapacity(text)).toEqual({ value: 5, unit: 'kva' });
    expect(parseCapacity('500va')).toEqual({ value: 0.5, unit: 'kva' });
  });

  it('refuses what is not a capacity', () => {
    for (const text of ['', 'ton', '2', '2 tv', '0 ton', '2 tons of fun', 'kva5', '-2 ton', '12345 ton'])
      expect(parseCapacity(text)).toBeNull();
  });

  it('writes one token for the index and the address, and a label for people', () => {
    expect(capacityToken({ value: 1.5, unit: 'ton' })).toBe('1.5ton');
    expect(capacityToken({ value: 2, unit: 'ton' })).toBe('2ton');
    expect(capacityToken({ value: 0.75, unit: 'ton' })).toBe('0.75ton');
    expect(capacityToken({ value: 5, unit: 'kva' })).toBe('5kva');
    expect(capacityLabel({ value: 1.5, unit: 'ton' })).toBe('1.5 ton');
    expect(capacityLabel({ value: 5, unit: 'kva' })).toBe('5 kVA');
    expect(parseCapacity(capacityToken({ value: 0.5, unit: 'kva' }))).toEqual({ value: 0.5, unit: 'kva' });
  });
});

describe('searchTerms', () => {
  const two = { kind: 'capacity', capacity: { value: 2, unit: 'ton' } };
  const word = (w: string) => ({ kind: 'word', word: w });

  it('turns every unit spelling into the same capacity term, words around it kept in order', () => {
    for (const q of ['stabilizer 2 ton', 'Stabilizer 2-ton', 'STABILIZER 2T', 'stabilizer, 2 tonne!'])
      expect(searchTerms(q)).toEqual([word('stabilizer'), two]);
    expect(searchTerms('5 KVA mainline')).toEqual([
      { kind: 'capacity', capacity: { value: 5, unit: 'kva' } },
      word('mainline'),
    ]);
  });

  it('leaves model names and decimals as words', () => {
    expect(searchTerms('M2 tv')).toEqual([word('m2'), word('tv')]);
    expect(searchTerms('ML-10')).toEqual([word('ml'), word('10')]);
    expect(searchTerms('1.5')).toEqual([word('1.5')]);
  });

  it('keeps no search syntax, and at most eight terms', () => {
    expect(searchTerms(`a & b | !c:* 'd' (e) <-> f`)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map(word));
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(8);
  });

  it('reads other scripts as words', () => {
    expect(searchTerms('स्टेबलाइजर 2 टन')).toEqual([word('स्टेबलाइजर'), word('2'), word('टन')]);
  });
});

describe('parseCatalogQuery', () => {
  it('reads the address of a search with filters, sort and page', () => {
    const { query, problems } = parseCatalogQuery(
      new URLSearchParams(
        'q=+inverter++ac+&category=ac-stabilizers&brand=Harmony%20Pro&capacity=2T&min_price=1000&max_price=7499.5&in_stock=1&sort=price_asc&page=2&per_page=12',
      ),
    );
    expect(problems).toEqual({});
    expect(query).toEqual({
      q: 'inverter ac',
      category: 'ac-stabilizers',
      brand: 'Harmony Pro',
      capacity: { value: 2, unit: 'ton' },
      minPrice: 1000,
      maxPrice: 7499.5,
      inStock: true,
      sort: 'price_asc',
      page: 2,
      perPage: 12,
    });
  });

  it('answers the defaults for an empty address, and empty values count as not given', () => {
    expect(parseCatalogQuery(new URLSearchParams())).toEqual({ query: DEFAULT_CATALOG_QUERY, problems: {} });
    const empty = new URLSearchParams('q=&category=&brand=&capacity=&min_price=&in_stock=&sort=&page=');
    expect(parseCatalogQuery(empty)).toEqual({ query: DEFAULT_CATALOG_QUERY, problems: {} });
  });

  it('keeps the defaults for bad values and says what each should be', () => {
    const { query, problems } = parseCatalogQuery(
      new URLSearchParams(
        `q=${'x'.repeat(101)}&category=AC%20Stabilizers&capacity=big&min_price=-1&max_price=abc&in_stock=yes&sort=cheapest&page=0&per_page=500`,
      ),
    );
    expect(query).toEqual(DEFAULT_CATALOG_QUERY);
    expect(problems).toEqual({
      q: `Search text must be at most ${CATALOG_LIMITS.qLength} characters`,
      category: 'Category must be a category slug such as ac-stabilizers',
      capacity: 'Capacity must be tons or kVA, such as 1.5ton or 5kva',
      min_price: 'Minimum price must be an amount in rupees, 0 or more, such as 4999',
      max_price: 'Maximum price must be an amount in rupees, 0 or more, such as 4999',
      in_stock: 'in_stock must be 1 (in stock only) or 0',
      sort: 'Sort must be one of relevance, price_asc, price_desc, newest, name',
      page: 'Page must be a whole number from 1 to 1000',
      per_page: 'Page size must be a whole number from 1 to 48',
    });
  });

  it('refuses a maximum below the minimum', () => {
    const { query, problems } = parseCatalogQuery(new URLSearchParams('min_price=5000&max_price=1000'));
    expect(problems).toEqual({ max_price: PRICE_RANGE_ERROR });
    expect([query.minPrice, query.maxPrice]).toEqual([5000, null]);
  });

  it('checks one parameter at a time for the api', () => {
    expect(catalogParamError('page', '3')).toBeNull();
    expect(catalogParamError('page', '1.5')).toBe('Page must be a whole number from 1 to 1000');
    expect(catalogParamError('sort', 'newest')).toBeNull();
  });
});

describe('catalogQueryToParams', () => {
  it('writes only what differs from the defaults, always in the same order', () => {
    expect(catalogQueryToParams({}).toString()).toBe('');
    expect(
      catalogQueryToParams({
        page: 2,
        sort: 'price_asc',
        category: 'ac-stabilizers',
        q: 'inverter',
      }).toString(),
    ).toBe('q=inverter&category=ac-stabilizers&sort=price_asc&page=2');
    expect(
      catalogQueryToParams({
        capacity: { value: 1.5, unit: 'ton' },
        inStock: true,
        minPrice: 0,
        brand: 'Harmony Pro',
      }).toString(),
    ).toBe('brand=Harmony+Pro&capacity=1.5ton&min_price=0&in_stock=1');
  });

  it('round-trips through parseCatalogQuery', () => {
    const query = {
      ...DEFAULT_CATALOG_QUERY,
      q: 'copper 5 kva',
      capacity: { value: 5, unit: 'kva' as const },
      maxPrice: 9999.5,
      sort: 'newest' as const,
      page: 3,
      perPage: 24,
    };
    expect(parseCatalogQuery(catalogQueryToParams(query)).query).toEqual(query);
  });

  it('tells an address with search or browse parameters from one without', () => {
    expect(hasCatalogParams(new URLSearchParams(''))).toBe(false);
    expect(hasCatalogParams(new URLSearchParams('_=123&utm_source=x'))).toBe(false);
    expect(hasCatalogParams(new URLSearchParams('page=1'))).toBe(true);
    expect(hasCatalogParams(new URLSearchParams('q='))).toBe(true);
  });
});
