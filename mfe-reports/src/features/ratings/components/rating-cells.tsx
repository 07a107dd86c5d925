// The parts of a rating row the table and the cards share. The comment is the guest's own text: React
// writes it as text, never as HTML.
import { Box, Link as MuiLink, Typography } from 'shared-kernel/mui';
import { generatePath, Link } from 'shared-kernel/routing';
import { ROUTES, type ReportsRatingRow } from 'shared-kernel/contracts';
import { RATINGS_TEXTS as T } from '../texts';

export function RatingComment({ row }: { row: ReportsRatingRow }) {
  const comment = row.rating.comment?.trim();
  if (!comment) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {T.noComment}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {comment}
    </Box>
  );
}

export const chatPath = (row: ReportsRatingRow) => generatePath(ROUTES.chatConversationHistory, { id: row.chatId });

export function ChatLink({ row }: { row: ReportsRatingRow }) {
  return (
    <MuiLink component={Link} to={chatPath(row)} aria-label={T.openChatLabel(row.guestId)} sx={{ whiteSpace: 'nowrap' }}>
      {T.openChat}
    </MuiLink>
  );
}
