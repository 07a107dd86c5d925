// Second failure layer: when the federation runtime gives up on a remote, this runtime plugin
// answers loadRemote with a stand-in module whose component shows the area's fallback, so the
// failure stays inside that area instead of surfacing as an unhandled RUNTIME error.
import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const FALLBACK_MARK = '__areaFallback';

export interface FallbackModule {
  default: ComponentType;
  [FALLBACK_MARK]: { id: string; error: unknown };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK_MARK in value;
}

export function createFallbackModule(id: string, error: unknown, Fallback: ComponentType): FallbackModule {
  return { default: Fallback, [FALLBACK_MARK]: { id, error } };
}

export function areaFallbackPlugin(Fallback: ComponentType): ModuleFederationRuntimePlugin {
  return {
    name: 'area-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles expect other shapes (a manifest, shared-module info): let them fail
      // through to 'onLoad', where loadRemote accepts a replacement module.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[remotes] ${id} could not be loaded`, error);
      return createFallbackModule(id, error, Fallback);
    },
  };
}
