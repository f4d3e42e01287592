export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecSection {
  section: string;
  rows: SpecRow[];
}

/** A product as the api answers it (SPEC §3): price is text, "4,999" or "4,999 6,999". */
export interface Product {
  id: number;
  title: string;
  brand: string;
  price: string;
  image: string;
  inputvoltage: string;
  outputvoltage: string;
  description: string;
  label: string | null;
  description1: string;
  specs: SpecSection[];
  /** Units that can be ordered (a few seconds old: create-order checks the live count). */
  stock: number;
}

/** A cart line: the product's fields plus the quantity (kept locally under the key `cart` for guests). */
export interface CartLine {
  id: number;
  title: string;
  brand: string;
  price: string;
  image: string;
  quantity: number;
}
