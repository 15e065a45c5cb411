import * as v from 'valibot';
import { paragraph, wholeNumber } from './validation';

/** A review: a rating of one to five and a text (spec section 3, "Building review: buildingId plus body and a rating"). */
export const reviewCreateSchema = v.object({
  rating: wholeNumber(1, 5),
  body: paragraph(1000, 10),
});
export type ReviewCreate = v.InferOutput<typeof reviewCreateSchema>;

export const reviewSchema = v.object({
  id: v.number(),
  rating: v.number(),
  body: v.string(),
  /** First name and the initial of the last name: enough to be a person, not enough to find them. */
  author: v.string(),
  createdAt: v.string(),
});
export const buildingReviewsSchema = v.object({
  /** Over the visible reviews; null when there are none. */
  average: v.nullable(v.number()),
  count: v.number(),
  items: v.array(reviewSchema),
});
export type BuildingReviews = v.InferOutput<typeof buildingReviewsSchema>;
/** The check call: whether the signed-in user has already rated the building. */
export const reviewCheckSchema = v.object({ reviewed: v.boolean() });
