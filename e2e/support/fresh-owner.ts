// A fresh owner: an account nobody else uses, signed up, verified with the code from the stack's outbox and
// ready to sign in, so the lists a spec checks start empty. On the shared stack or on a stack of a spec's
// own (pass its data folder, where its outbox is).
import type { APIRequestContext } from '@playwright/test';
import { activeUser } from './accounts';
import { registerAgentByApi, type Staff } from './agent-journeys';
import type { Credentials } from './console';
import { unique } from './live';
import { createWidgetByApi, uniqueDomain, type CreatedWidget } from './settings';

export interface Owner extends Credentials {
  id: string;
  fullName: string;
}

/** A verified owner nobody else uses: its Domains, Canned Messages, Auto Messages and team start empty. */
export async function freshOwner(request: APIRequestContext, tag: string, stack: { dataDir?: string } = {}): Promise<Owner> {
  const user = await activeUser(request, tag, stack.dataDir);
  return { email: user.email, password: user.password, id: user.id, fullName: user.fullName };
}

export interface FreshAccount {
  owner: Owner;
  widget: CreatedWidget;
  agent: Staff;
}

/** A fresh owner with a widget on a unique domain (named `${shop} ${tag}`) and one agent, Rita; nobody set online. */
export async function freshAccount(request: APIRequestContext, tag: string, shop: string, stack: { dataDir?: string } = {}): Promise<FreshAccount> {
  const owner = await freshOwner(request, tag, stack);
  const widget = await createWidgetByApi(request, owner, { widgetName: `${shop} ${tag}`, domain: uniqueDomain(tag) });
  const agent = await registerAgentByApi(request, owner, `Rita ${unique('r')}`);
  return { owner, widget, agent };
}
