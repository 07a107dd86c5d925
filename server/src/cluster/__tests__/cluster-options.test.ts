import { CLUSTER_USAGE, isNodeReady, nodePortOf, parseClusterOptions } from '../cluster-options';

describe('start:cluster options', () => {
  it('runs three nodes on the ports after the balancer by default', () => {
    const options = parseClusterOptions([], 8080);
    expect(options).toEqual({ nodes: 3, firstNodePort: 8081 });
    expect([0, 1, 2].map((index) => nodePortOf(options, index))).toEqual([8081, 8082, 8083]);
  });

  it('takes --nodes and --node-ports, and free ports throughout with 0', () => {
    expect(parseClusterOptions(['--nodes', '5', '--node-ports', '9100'], 8080)).toEqual({ nodes: 5, firstNodePort: 9100 });
    const free = parseClusterOptions(['--', '--nodes', '2'], 0);
    expect(free).toEqual({ nodes: 2, firstNodePort: 0 });
    expect(nodePortOf(free, 1)).toBe(0);
  });

  it('refuses a wrong count or flag with the usage text', () => {
    expect(() => parseClusterOptions(['--nodes', '1'], 8080)).toThrow('--nodes takes a whole number from 2 to 16, not \'1\'');
    expect(() => parseClusterOptions(['--nodes', 'three'], 8080)).toThrow(CLUSTER_USAGE);
    expect(() => parseClusterOptions(['--nodes'], 8080)).toThrow('--nodes takes a whole number from 2 to 16\n');
    expect(() => parseClusterOptions(['--node-ports', '-1'], 8080)).toThrow('--node-ports takes a whole number');
    expect(() => parseClusterOptions(['--workers', '3'], 8080)).toThrow('unknown option --workers');
  });

  it('knows a node\'s ready message from anything else on the channel', () => {
    expect(isNodeReady({ type: 'node-ready', url: 'http://127.0.0.1:1' })).toBe(true);
    expect(isNodeReady({ type: 'sticky:connection', data: 'x' })).toBe(false);
    expect(isNodeReady(null)).toBe(false);
  });
});
