// My Account (spec 001 §2, §5, §8): full name (3–20 when filled), job title, bio and photo, sent as
// one multipart PATCH; email and role are read-only. The saved values replace the stored user, so the
// header avatar and name follow at once.
import { Box, Button, Paper, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { roleLabel, type User } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useSession, useToast } from 'shared-kernel/platform';
import { profileSchema } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { fieldProps } from '../../../lib/form-field';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { updateProfile, type ProfileValues } from '../api/update-profile';
import { usePhotoChoice } from '../hooks/use-photo-choice';
import { PhotoPicker } from './photo-picker';
import { LanguageField } from '../../language/components/language-field';

const T = TEXTS.profile;

export function ProfilePage() {
  const { user, session } = useSession();
  const api = useApi();
  const toast = useToast();
  const photo = usePhotoChoice(user?.profilePhoto);
  const { fullName = '', jobTitle = '', userBio = '' } = user ?? {};
  const initialValues = useMemo<ProfileValues>(() => ({ fullName, jobTitle, userBio }), [fullName, jobTitle, userBio]);

  const form = useFormik<ProfileValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      try {
        const answer = await updateProfile(api, values, photo.change);
        const patch: Partial<User> = { fullName: answer.fullName ?? values.fullName.trim(), jobTitle: answer.jobTitle ?? values.jobTitle.trim(), userBio: answer.userBio ?? values.userBio.trim() };
        if (answer.profilePhoto !== undefined) patch.profilePhoto = answer.profilePhoto;
        else if (photo.change.remove) patch.profilePhoto = null;
        const textChanged = (Object.keys(initialValues) as (keyof ProfileValues)[]).some((k) => values[k].trim() !== initialValues[k]);
        session.updateUser(patch);
        if (photo.changed) toast.success(T.photoSaved);
        if (textChanged || !photo.changed) toast.success(T.saved);
        photo.reset();
      } catch (err) {
        toast.error(errorMessage(err, TEXTS.genericError));
      }
    },
  });

  if (!user) return null;
  const departments = user.departments.map((d) => d.title).join(', ');

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <PageBreadcrumb page={T.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {T.title}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <PhotoPicker
            name={form.values.fullName || user.fullName}
            src={photo.src}
            hasPhoto={photo.hasPhoto}
            disabled={form.isSubmitting}
            onChoose={photo.choose}
            onRemove={photo.remove}
          />
          <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title} sx={{ flex: 1, minWidth: 0 }}>
            <Stack spacing={2}>
              <TextField {...fieldProps(form, 'fullName')} label={T.fullName} autoComplete="name" />
              <TextField {...fieldProps(form, 'jobTitle')} label={T.jobTitle} autoComplete="organization-title" />
              <TextField {...fieldProps(form, 'userBio')} label={T.bio} multiline minRows={3} />
              <TextField id="profile-email" label={T.email} value={user.email} fullWidth slotProps={{ input: { readOnly: true } }} />
              <TextField id="profile-role" label={T.role} value={TEXTS.roles[roleLabel(user)]} fullWidth slotProps={{ input: { readOnly: true } }} />
              {user.isAgent && (
                <TextField id="profile-departments" label={T.departments} value={departments} fullWidth slotProps={{ input: { readOnly: true } }} />
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                  {T.save}
                </Button>
              </Box>
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <LanguageField />
    </Box>
  );
}
