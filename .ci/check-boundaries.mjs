// Proves the import-boundary rules of eslint.config.js fire: lints in-memory files placed in each
// package (nothing is written to disk) and checks which imports are refused and which are allowed.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const require = createRequire(join(root, 'package.json'));
const { ESLint } = require('eslint');

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'boundaries/no-cross-package']);

// [file the code pretends to live in, import statement, should it be refused?]
const CASES = [
  ['mfe-history/src/app/probe.ts', "import 'shell/src/app/texts';", true],
  ['mfe-history/src/app/probe.ts', "import 'shell';", true],
  ['mfe-history/src/app/probe.ts', "import '../../../shell/src/bootstrap';", true],
  ['mfe-history/src/probe.ts', "import '../../mfe-agents/src/app/app';", true],
  ['mfe-history/src/probe.ts', "import 'mfe-live-chat/src/app';", true],
  ['mfe-history/src/probe.ts', "void import('../../shell/src/app/texts');", true],
  ['mfe-settings/src/probe.tsx', "void import('mfe-history');", true],
  ['shell/src/probe.ts', "import 'mfe-history/src/app';", true],
  ['shared-kernel/src/ui/probe.ts', "import 'shell';", true],
  ['shared-kernel/src/ui/probe.ts', "import '../../../server/src/main';", true],
  ['shared-kernel/src/ui/probe.ts', "import 'mfe-agents';", true],
  ['mfe-reports/src/app/probe.ts', "import '../../../mfe-agents/src/app/area';", true],
  ['mfe-reports/src/app/probe.ts', "import 'shell/src/app/texts';", true],
  ['mfe-history/src/probe.ts', "import 'mfe-reports';", true],
  ['mfe-reports/src/app/probe.ts', "import 'shared-kernel/platform';", false],
  ['server/src/probe.ts', "import 'react';", true],
  ['server/src/probe.ts', "import '@mui/material/Button';", true],
  ['server/src/probe.ts', "import 'shared-kernel/ui';", true],
  ['server/src/probe.ts', "import 'shared-kernel/platform';", true],
  ['server/src/probe.ts', "import '../../widget/src/index';", true],
  ['widget/src/probe.ts', "import 'shared-kernel/http';", true],
  ['widget/src/probe.ts', "import 'shared-kernel';", true],
  ['widget/src/probe.ts', "import 'react-dom/client';", true],
  ['widget/src/probe.ts', "import 'mfe-live-chat';", true],
  // Import conventions: one router and one MUI, through the kernel; kernel subpaths reached by name.
  ['mfe-settings/src/app/probe.ts', "import { Button } from '@mui/material';", true],
  ['shell/src/probe.ts', "import Dialog from '@mui/material/Dialog';", true],
  ['shared-kernel/src/ui/probe.ts', "import { styled } from '@mui/material/styles';", true],
  ['shared-kernel/src/platform/probe.ts', "import '../mui';", true],
  ['mfe-history/src/app/probe.ts', "import 'react-router-dom';", true],
  ['shell/src/probe.ts', "import { useNavigate } from 'react-router';", true],
  ['shared-kernel/src/ui/probe.ts', "import 'react-router-dom';", true],
  ['shared-kernel/src/platform/probe.ts', "import '../contracts';", true],
  // allowed
  ['mfe-history/src/app/probe.ts', "import 'shared-kernel/platform';", false],
  ['mfe-history/src/app/probe.ts', "import '../features/shell-like/x';", false],
  ['mfe-history/src/app/probe.ts', "import 'shared-kernel/routing';", false],
  ['shared-kernel/src/routing/probe.ts', "import 'react-router-dom';", false],
  ['shared-kernel/src/mui-console/probe.ts', "import Dialog from '@mui/material/Dialog';", false],
  ['mfe-settings/src/app/probe.ts', "import { Button } from 'shared-kernel/mui';", false],
  ['mfe-settings/src/app/probe.ts', "import Send from '@mui/icons-material/Send';", false],
  ['shared-kernel/src/platform/probe.ts', "import 'shared-kernel/contracts';", false],
  ['shared-kernel/src/platform/probe.ts', "import '../ui/theme';", false],
  ['shell/src/probe.ts', "import 'shared-kernel/ui';", false],
  ['server/src/probe.ts', "import 'shared-kernel/contracts';", false],
  ['server/src/probe.ts', "import 'shared-kernel/validation';", false],
  ['server/src/features/auth/probe.ts', "import '../widget/routes';", false],
  ['widget/src/probe.ts', "import 'shared-kernel/contracts';", false],
  ['widget/src/probe.ts', "import 'shared-kernel/rules';", false],
  ['widget/src/probe.ts', "import 'shared-kernel/validation';", true],
  ['shared-kernel/src/ui/probe.ts', "import '../contracts/widget';", false],
];

const eslint = new ESLint({ cwd: root });
let failures = 0;
for (const [file, code, refused] of CASES) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, file) });
  const hits = result.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId));
  const ok = refused ? hits.length > 0 && hits.every((m) => m.severity === 2) : hits.length === 0;
  if (!ok) {
    failures += 1;
    const detail = hits.map((m) => `${m.ruleId}: ${m.message}`).join('; ') || 'no boundary error';
    console.error(`✗ ${file}: ${code} should be ${refused ? 'refused' : 'allowed'} (${detail})`);
  }
}
console.log(`boundaries: ${CASES.length - failures}/${CASES.length} cases behave as expected`);
process.exit(failures ? 1 : 0);
