// AI assist in the chat input (issue 36): "Suggest a reply" (also Ctrl+J) streams a reply into the box, where
// the agent edits it and sends it with Send (nothing goes to the guest before); "Rewrite the draft" shows
// the rewrite as a preview to use or discard. Loaded on first use of a chat with AI assist on.
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditNoteIcon from '@mui/icons-material/EditNote';
import StopIcon from '@mui/icons-material/Stop';
import { Box, Button, IconButton, Typography } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle, Menu, MenuItem, Tooltip } from 'shared-kernel/mui-console';
import { useId, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { AI_REWRITE_STYLES, type AiAssistFeatures, type AiRewriteStyle } from 'shared-kernel/ai-assist';
import { useAiStream } from '../hooks/use-ai-stream';
import { AI_TEXTS as T } from '../texts';

export interface AiInputControlsProps {
  chatId: string;
  features: AiAssistFeatures;
  text: string;
  setText: (next: string) => void;
  /** Ctrl+J (⌘J) asks for a suggestion from the box. */
  keys: Ref<{ onKeyDown: (event: KeyboardEvent) => boolean }>;
}

export default function AiInputControls({ chatId, features, text, setText, keys }: AiInputControlsProps) {
  const suggestion = useAiStream({ onText: setText });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const rewrite = useAiStream();
  const titleId = useId();

  const suggest = () => (suggestion.running ? suggestion.stop() : void suggestion.start({ chatId, kind: 'suggest' }));
  useImperativeHandle(keys, () => ({
    onKeyDown: (event) => {
      if (!features.suggestions || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'j') return false;
      event.preventDefault();
      suggest();
      return true;
    },
  }));
  const pick = (style: AiRewriteStyle) => {
    setMenuAnchor(null);
    setPreviewing(true);
    void rewrite.start({ chatId, kind: 'rewrite', draft: text, style });
  };
  const close = () => {
    rewrite.stop();
    setPreviewing(false);
  };

  return (
    <>
      {features.suggestions && (
        <Tooltip title={suggestion.running ? T.stopSuggestion : T.suggest}>
          <IconButton onClick={suggest} aria-label={suggestion.running ? T.stopSuggestion : T.suggest} sx={{ mb: 0.25 }}>
            {suggestion.running ? <StopIcon /> : <AutoAwesomeIcon />}
          </IconButton>
        </Tooltip>
      )}
      {features.rewrite && (
        <>
          <Tooltip title={T.rewrite}>
            <span>
              <IconButton onClick={(event) => setMenuAnchor(event.currentTarget)} aria-label={T.rewrite} aria-haspopup="menu" disabled={!text.trim()} sx={{ mb: 0.25 }}>
                <EditNoteIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {AI_REWRITE_STYLES.map((style) => (
              <MenuItem key={style} onClick={() => pick(style)}>
                {T.styles[style]}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Dialog open={previewing} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{T.rewriteTitle}</DialogTitle>
        <DialogContent>
          <Box aria-live="polite" aria-busy={rewrite.running}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="rewrite-preview">
              {rewrite.text || (rewrite.running ? T.rewriting : '')}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{T.discard}</Button>
          <Button
            variant="contained"
            disabled={rewrite.running || !rewrite.text.trim()}
            onClick={() => {
              setText(rewrite.text);
              setPreviewing(false);
            }}
          >
            {T.accept}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
