// The widget's departments, one checkbox each (GET /users/by-department); none = every department (null).
import { useEffect, useState } from 'react';
import { Typography } from 'shared-kernel/mui';
import { FormControlLabel } from 'shared-kernel/mui-console';
import { Checkbox, FormGroup, FormHelperText } from 'shared-kernel/mui-data';
import { useWidgetCalls } from '../../api/widget-calls';
import { WIDGET_TEXTS as T } from '../../texts';

type Department = { _id: string; title: string };

export function DepartmentsField({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const calls = useWidgetCalls();
  const [departments, setDepartments] = useState<Department[] | null>(null);

  useEffect(() => {
    let live = true;
    // An account without departments, or a refusal, leaves the list empty: the selection is kept as is.
    calls.departments().then(
      (list) => live && setDepartments(list),
      () => live && setDepartments([]),
    );
    return () => {
      live = false;
    };
  }, [calls]);

  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <div>
      <FormGroup role="group" aria-label={T.departments} aria-describedby="widget-departments-help">
        {departments === null && (
          <Typography variant="body2" color="text.secondary">
            {T.loadingDepartments}
          </Typography>
        )}
        {departments?.map((department) => (
          <FormControlLabel
            key={department._id}
            control={<Checkbox checked={selected.includes(department._id)} onChange={(event) => toggle(department._id, event.target.checked)} />}
            label={department.title}
          />
        ))}
      </FormGroup>
      <FormHelperText id="widget-departments-help">{T.departmentsHelp}</FormHelperText>
    </div>
  );
}
