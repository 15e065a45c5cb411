/**
 * The one import of the graph library, which ships inside xstate as `xstate/graph`.
 */
export { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
