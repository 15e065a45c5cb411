-- A rooms filter without a district ("4 or more rooms" on the whole market) read every sale or rental
-- of listings_search_idx (deal, district, rooms, ...) to count them. By deal and rooms, the count reads
-- only the listings with those rooms, from the index alone (type is the other condition a rooms
-- filter sets). Custom SQL (drizzle-kit generate --custom) beside the schema's own indexes.
CREATE INDEX "listings_deal_rooms_idx" ON "listings" USING btree ("deal","rooms","type");
