import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One section of a product's technical specs, as the detail page's accordion shows it. */
export interface SpecSection {
  section: string;
  rows: { label: string; value: string }[];
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  'products',
  {
    // By default, not always: the seed keeps its well-known ids (Harmony M1 is 1).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    // Money is integer paise; the "4,999 6,999" text exists only in answers.
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    /** A file name under api/assets/products/. */
    imageFile: text('image_file').notNull(),
    inputVoltage: text('input_voltage').notNull(),
    outputVoltage: text('output_voltage').notNull(),
    /** HTML: a paragraph and a list of highlights. */
    description: text('description').notNull(),
    /** The one-line summary the api calls description1. */
    summary: text('summary').notNull(),
    label: text('label'),
    specs: jsonb('specs').$type<SpecSection[]>().notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check(
      'products_original_above_price',
      sql`${table.originalPricePaise} IS NULL OR ${table.originalPricePaise} > ${table.pricePaise}`,
    ),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ...timestamps,
  /** Null until the mail to the shop went out; a failed mail leaves the message readable here. */
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
