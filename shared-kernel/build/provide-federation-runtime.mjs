// Federation runtime plugin of the host: hands its runtime core to the remotes, whose remoteEntry.js
// is built without one (experiments.externalRuntime reads the global set here). Module Federation's
// own provider plugin hands over the whole package (a namespace import, ~120 KB before gzip); this
// one hands over exactly what the remotes' bundler runtime imports from it, which the host already
// bundles for itself, so the runtime costs the first screen nothing extra. The list is what
// @module-federation/runtime 2.9.2 imports from runtime-core (pinned with the build plugin); a remote
// that needed more would fail into its area's fallback; shared-kernel/src/__tests__/federation-runtime-provision.test.ts
// checks the list against the installed runtime.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export const PROVIDED = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      CurrentGlobal._FEDERATION_RUNTIME_CORE ??= PROVIDED;
      return args;
    },
  };
}
