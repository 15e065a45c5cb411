/**
 * The one import of the graph library: when it moves into `xstate/graph`, only this line changes.
 */
export { getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph';
