DROP INDEX "apartments_rooms_idx";--> statement-breakpoint
DROP INDEX "listings_district_idx";--> statement-breakpoint
DROP INDEX "listings_created_idx";--> statement-breakpoint
CREATE INDEX "apartments_search_idx" ON "apartments" USING btree ("rooms","price","area");--> statement-breakpoint
CREATE INDEX "apartments_for_sale_idx" ON "apartments" USING btree ("building_id","rooms","price","area","price_per_square_metre") WHERE "apartments"."availability" = 'forSale';--> statement-breakpoint
CREATE INDEX "buildings_created_idx" ON "buildings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "buildings_completion_idx" ON "buildings" USING btree ("completion_date");--> statement-breakpoint
CREATE INDEX "listings_deal_created_idx" ON "listings" USING btree ("deal","created_at");--> statement-breakpoint
CREATE INDEX "listings_deal_price_idx" ON "listings" USING btree ("deal","price");--> statement-breakpoint
CREATE INDEX "listings_deal_area_idx" ON "listings" USING btree ("deal","area");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("deal","district","rooms","type","price","area");