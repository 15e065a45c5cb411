import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { meKey } from './me';

/** The building's public reviews; the signed-in person's own check sits under `meKey`. */
export const reviewsKey = (buildingId: number) => ['reviews', buildingId] as const;
export const myReviewKey = (buildingId: number) => [...meKey, 'reviews', buildingId] as const;

export const buildingReviewsQuery = (buildingId: number) =>
  queryOptions({
    queryKey: [...reviewsKey(buildingId), 'list'],
    queryFn: () => unwrap(api.GET('/api/buildings/{id}/reviews', { params: { path: { id: String(buildingId) } } })),
  });

/** Whether the signed-in user has already rated the building (the spec's check call). */
export const reviewCheckQuery = (buildingId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...myReviewKey(buildingId), 'check'],
    queryFn: () => unwrap(api.GET('/api/buildings/{id}/reviews/check', { params: { path: { id: String(buildingId) } } })),
    enabled,
  });
