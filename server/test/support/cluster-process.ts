// Shared with `pnpm chaos`, which runs the same cluster behind nginx or its own balancer.
export { startCluster, type ClusterNode, type RunningCluster } from '../../scripts/chaos/cluster-process';
