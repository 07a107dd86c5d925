import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, IconButton, Link, Stack, Typography } from 'shared-kernel/mui';
import { AppBar, ButtonBase, Dialog, Skeleton, Toolbar } from 'shared-kernel/mui-console';
import { useId, useState } from 'react';
import type { ParsedAttachment } from 'shared-kernel/contracts';
import { TRANSCRIPT_TEXTS as T } from './texts';
import { useAttachmentUrl } from './use-attachment-url';

/** Preview size of spec 000 §2. */
const PREVIEW_PX = 200;

function FullScreenViewer({ attachment, url, onClose }: { attachment: ParsedAttachment; url: string; onClose: () => void }) {
  const titleId = useId();
  const { fileName, kind } = attachment;
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="relative" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="subtitle1" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {fileName}
          </Typography>
          <Link href={url} download={fileName} aria-label={T.downloadLabel(fileName)} sx={{ mx: 2 }}>
            {T.download}
          </Link>
          <IconButton edge="end" onClick={onClose} aria-label={T.closeViewer}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.900' }}>
        {kind === 'pdf' ? (
          <Box component="iframe" src={url} title={fileName} sx={{ border: 0, width: '100%', height: '100%', bgcolor: 'common.white' }} />
        ) : (
          <Box component="img" src={url} alt={T.attachmentImage(fileName)} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        )}
      </Box>
    </Dialog>
  );
}

/**
 * An attachment message (spec 000 §2): a 200 px preview that opens the full-screen viewer, and a download
 * link. The file is fetched with the session's token and shown from an object URL.
 */
export function AttachmentView({ attachment }: { attachment: ParsedAttachment }) {
  const { fileName, kind } = attachment;
  const file = useAttachmentUrl(fileName);
  let content;
  if (file.state === 'loading') {
    content = <Skeleton variant="rounded" width={PREVIEW_PX} height={kind === 'image' ? PREVIEW_PX * 0.75 : 56} aria-label={T.attachmentLoading} />;
  } else if (file.state === 'failed') {
    content = (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <AttachFileIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{T.attachmentFailed}</Typography>
      </Stack>
    );
  } else {
    content = <AttachmentPreview attachment={attachment} url={file.url} />;
  }
  return (
    <Stack spacing={0.5} role="group" aria-label={T.attachment(fileName)} sx={{ maxWidth: PREVIEW_PX }}>
      {content}
    </Stack>
  );
}

/** The loaded file: the preview (a button to the full-screen viewer for images and PDF) and its download link. */
function AttachmentPreview({ attachment, url }: { attachment: ParsedAttachment; url: string }) {
  const { fileName, kind } = attachment;
  const [viewing, setViewing] = useState(false);
  const viewable = kind === 'image' || kind === 'pdf';
  const preview =
    kind === 'image' ? (
      <Box component="img" src={url} alt={T.attachmentImage(fileName)} sx={{ display: 'block', maxWidth: PREVIEW_PX, maxHeight: PREVIEW_PX, borderRadius: 1 }} />
    ) : (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: PREVIEW_PX, p: 1, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}>
        {kind === 'pdf' ? <PictureAsPdfIcon color="error" aria-hidden /> : <AttachFileIcon aria-hidden />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={fileName}>
            {fileName}
          </Typography>
          {kind === 'pdf' && (
            <Typography variant="caption" color="text.secondary">
              {T.attachmentPdf}
            </Typography>
          )}
        </Box>
      </Stack>
    );

  return (
    <>
      {viewable ? (
        <ButtonBase
          onClick={() => setViewing(true)}
          aria-label={T.fullScreen(fileName)}
          sx={{ position: 'relative', display: 'block', textAlign: 'left', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        >
          {preview}
          <FullscreenIcon
            aria-hidden
            sx={{ position: 'absolute', right: 4, bottom: 4, fontSize: 20, color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', borderRadius: 0.5 }}
          />
        </ButtonBase>
      ) : (
        preview
      )}
      <Link href={url} download={fileName} aria-label={T.downloadLabel(fileName)} variant="caption" sx={{ color: 'inherit' }}>
        {T.download}
      </Link>
      {viewing && <FullScreenViewer attachment={attachment} url={url} onClose={() => setViewing(false)} />}
    </>
  );
}
