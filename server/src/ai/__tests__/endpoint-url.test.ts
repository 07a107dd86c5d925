import { endpointBaseUrl } from '../endpoint-url';

describe("the AI endpoint's base URL", () => {
  it.each([
    ['https://api.openai.com', 'https://api.openai.com/v1'],
    ['https://api.openai.com/v1', 'https://api.openai.com/v1'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1'],
    ['http://localhost:11434', 'http://localhost:11434/v1'],
    ['http://localhost:11434/v1/chat/completions', 'http://localhost:11434/v1'],
    ['https://api.groq.com/openai/v1', 'https://api.groq.com/openai/v1'],
    ['https://openrouter.ai/api/v1', 'https://openrouter.ai/api/v1'],
    ['https://res.openai.azure.com/openai/v1', 'https://res.openai.azure.com/openai/v1'],
    ['  http://10.0.0.5:8000/  ', 'http://10.0.0.5:8000/v1'],
  ])('%s is used as %s', (typed, used) => {
    expect(endpointBaseUrl(typed)).toBe(used);
  });
});
