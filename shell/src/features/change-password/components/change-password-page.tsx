// Change Password (spec 001 §2, §5, §8): the shared changePasswordSchema messages, the button
// disabled until new and confirm are filled, a success toast and an emptied form.
import { Box, Button, Paper, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { changePasswordSchema } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { fieldProps } from '../../../lib/form-field';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { changePassword } from '../api/change-password';

const T = TEXTS.changePassword;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const api = useApi();
  const toast = useToast();
  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        await changePassword(api, values.currentPassword, values.newPassword);
        toast.success(T.done);
        helpers.resetForm();
      } catch (err) {
        toast.error(errorMessage(err, TEXTS.genericError));
      }
    },
  });
  const incomplete = form.values.newPassword === '' || form.values.confirmPassword === '';

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <PageBreadcrumb page={T.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {T.title}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
          <Stack spacing={2}>
            <TextField {...fieldProps(form, 'currentPassword')} type="password" label={T.current} autoComplete="current-password" />
            <TextField {...fieldProps(form, 'newPassword')} type="password" label={T.next} autoComplete="new-password" />
            <TextField {...fieldProps(form, 'confirmPassword')} type="password" label={T.confirm} autoComplete="new-password" />
            <Box>
              <Button type="submit" variant="contained" disabled={incomplete || form.isSubmitting}>
                {T.submit}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
