// The agent form calls of spec 001 §7, each judged by the spec's success sign: register (email in the
// answer) and update-profile (_id in the answer).
import type { Agent, ProfileUpdateResponse } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { StaffCallRefused } from '../../../api/staff-calls';
import type { RegisterBody } from '../lib/agent-payload';

type RegisterAnswer = Pick<Agent, '_id' | 'email'> & Partial<Agent>;

/** POST /users/register (multipart or JSON): success when the answer has the e-mail. */
export async function registerAgent(api: ApiClient, payload: FormData | RegisterBody): Promise<RegisterAnswer> {
  const answer = await api.call('registerAgent', payload);
  if (!answer?.email) throw new StaffCallRefused(answer);
  return answer;
}

/** PATCH /user-info/update-profile (multipart agent edit): success when the answer has _id. */
export async function updateAgentProfile(api: ApiClient, body: FormData): Promise<ProfileUpdateResponse> {
  const answer = await api.call('updateProfile', body);
  if (!answer?._id) throw new StaffCallRefused(answer);
  return answer;
}

