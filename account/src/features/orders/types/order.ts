/** An order line as GET /api/orders/user/{userId} answers (SPEC §3 Order item). */
export interface OrderItem {
  product_id: number;
  title?: string | null;
  brand?: string | null;
  image?: string | null;
  quantity: number;
  price: number | string;
  size?: string | null;
}

/** An order of the signed-in customer (SPEC §3 Order); only what the list shows is typed here. */
export interface Order {
  order_id: number;
  created_at: string;
  status: string;
  items: OrderItem[];
}
